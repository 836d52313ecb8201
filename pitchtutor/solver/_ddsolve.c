/*
 * The double-dummy search of pitchtutor.solver, in C.
 *
 * It is the same algorithm as the Python _Search class, move for move
 * (null-window alpha-beta, a transposition table at trick boundaries,
 * equivalent cards searched once, the same move ordering and bounds), so the
 * two give identical values; tests compare them.  Python prepares the
 * position (solver._Game / solver._Search) and calls values().
 *
 * Cards are bits 0..51: suit * 13 + (rank - 2).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXP 8
#define TT_BITS 18
#define TT_SIZE (1u << TT_BITS)

/* An entry belongs to one call of values() (its generation): the table is
 * allocated once and kept, since zeroing 4 MB on every call (and the page
 * faults of a fresh allocation) cost more than many a search itself. */
typedef struct {
    uint64_t check;
    uint32_t generation;
    int8_t lower, upper, best;
} Entry;

static Entry *shared_table = NULL;
static uint32_t generation = 0;

typedef struct {
    /* the game, fixed */
    int players, sides, trump, anytime, no_junk, gtdef, pitcher_side, bid, us, two_sides;
    int side[MAXP];
    int fixed[MAXP];
    int special[52];
    uint64_t special_mask, trump_mask;
    /* the state */
    uint64_t hands[MAXP], all, trick_mask;
    int trick_seat[MAXP], trick_bit[MAXP], ntrick;
    int win_seat, win_bit;
    int pips[MAXP], taken[MAXP], open_pips, open_special, leader;
    Entry *table;
    uint32_t generation;
    long nodes, max_nodes;
    int aborted;
} S;

static const int PIPS[13] = {0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4}; /* 2..9, T, J, Q, K, A */
#define PIP(b) (PIPS[(b) % 13])
#define SUIT(b) ((b) / 13)
#define SUITMASK(s) (((uint64_t)0x1FFF) << (13 * (s)))

static int final_value(S *s) {
    int points[MAXP], best = -1, leaders = 0, leader = -1, i;
    for (i = 0; i < s->sides; i++) {
        points[i] = s->fixed[i] + s->taken[i];
        if (s->pips[i] > best) best = s->pips[i];
    }
    for (i = 0; i < s->sides; i++)
        if (s->pips[i] == best) { leaders++; leader = i; }
    if (leaders == 1) {
        points[leader]++;
    } else if (s->gtdef && best > 0) {  /* no pips at all: nobody has the highest total */
        int defenders = 0, defender = -1;
        for (i = 0; i < s->sides; i++)
            if (s->pips[i] == best && i != s->pitcher_side) { defenders++; defender = i; }
        if (defenders == 1) points[defender]++;
    }
    if (s->no_junk && s->us != s->pitcher_side) return 0;
    int ours = points[s->us];
    if (s->us == s->pitcher_side && ours < s->bid) return -s->bid;
    return ours;
}

static int game_state(S *s) {
    int ours = s->pips[s->us], others = -1, i;
    for (i = 0; i < s->sides; i++)
        if (i != s->us && s->pips[i] > others) others = s->pips[i];
    if (ours > others + s->open_pips) return 1;
    if (others > ours + s->open_pips) return -1;
    return 0;
}

static void bounds(S *s, int *low, int *high) {
    if (s->no_junk && s->us != s->pitcher_side) { *low = *high = 0; return; }
    int ours = s->fixed[s->us] + s->taken[s->us];
    int game = game_state(s);
    int lo = ours + (game == 1), hi = ours + s->open_special + (game != -1);
    if (s->us == s->pitcher_side) {
        if (lo < s->bid) lo = -s->bid;
        if (hi < s->bid) hi = -s->bid;
    }
    *low = lo; *high = hi;
}

static uint64_t mix(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ULL; x ^= x >> 33;
    return x;
}

static void key(S *s, uint64_t *h1, uint64_t *h2) {
    uint64_t a = 0x9E3779B97F4A7C15ULL, b = 0x632BE59BD9B4E019ULL;
    int i, game = game_state(s);
    for (i = 0; i < s->players; i++) {
        a = mix(a ^ (s->hands[i] + (uint64_t)i * 0x100000001B3ULL));
        b = mix(b + s->hands[i] * 0x9E3779B97F4A7C15ULL + (uint64_t)i);
    }
    uint64_t extra = (uint64_t)(s->leader & 15) | ((uint64_t)(s->taken[s->us] & 255) << 4);
    if (game) {
        extra |= (uint64_t)(game + 2) << 12;
    } else if (s->two_sides) {
        extra |= (uint64_t)(s->pips[s->us] - s->pips[1 - s->us] + 512) << 16;
    } else {
        for (i = 0; i < s->sides; i++) { a = mix(a ^ (uint64_t)(s->pips[i] + 7 * i)); b = mix(b + (uint64_t)s->pips[i] * 31 + i); }
        extra |= (uint64_t)1 << 40;
    }
    *h1 = mix(a ^ extra);
    *h2 = mix(b + extra * 0x2545F4914F6CDD1DULL) | 1;
}

/* the legal cards, one of each run of interchangeable cards, in order of bits */
static int moves(S *s, int seat, int *out) {
    uint64_t hand = s->hands[seat], legal;
    if (s->ntrick) {
        uint64_t follow = hand & SUITMASK(SUIT(s->trick_bit[0]));
        legal = follow ? (s->anytime ? follow | (hand & s->trump_mask) : follow) : hand;
    } else {
        legal = hand;
    }
    uint64_t others = (s->all & ~hand) | s->trick_mask;
    int n = 0, previous = -99;
    while (legal) {
        int bit = __builtin_ctzll(legal);
        legal &= legal - 1;
        if (previous >= 0 && SUIT(bit) == SUIT(previous) && PIP(bit) == PIP(previous)
            && !((others >> (previous + 1)) & ((((uint64_t)1) << (bit - previous - 1)) - 1))
            && !s->special[bit] && !s->special[previous]) {
            previous = bit;
            continue;
        }
        out[n++] = bit;
        previous = bit;
    }
    return n;
}

/* sort keys exactly as the Python _order does */
static void order(S *s, int seat, int *m, int n, int hint) {
    int keys[16][2], i, j;
    if (n < 2) return;
    for (i = 0; i < n; i++) {
        int b = m[i];
        if (!s->ntrick) {
            keys[i][0] = SUIT(b) != s->trump; keys[i][1] = -(b % 13);
        } else if (s->side[s->win_seat] == s->side[seat]) {
            keys[i][0] = -PIP(b); keys[i][1] = b % 13;
        } else {
            int best = s->win_bit;
            int beats = SUIT(b) == SUIT(best) ? b > best : SUIT(b) == s->trump;
            if (beats) { keys[i][0] = 0; keys[i][1] = b % 13; }
            else { keys[i][0] = 1; keys[i][1] = PIP(b) * 16 + b % 13; }
        }
    }
    /* a stable insertion sort: the moves arrive in bit order, as in Python */
    for (i = 1; i < n; i++) {
        int b = m[i], k0 = keys[i][0], k1 = keys[i][1];
        j = i - 1;
        while (j >= 0 && (keys[j][0] > k0 || (keys[j][0] == k0 && keys[j][1] > k1))) {
            m[j + 1] = m[j]; keys[j + 1][0] = keys[j][0]; keys[j + 1][1] = keys[j][1]; j--;
        }
        m[j + 1] = b; keys[j + 1][0] = k0; keys[j + 1][1] = k1;
    }
    for (i = 0; i < n; i++) {
        if (m[i] == hint && i > 0) {
            memmove(m + 1, m, sizeof(int) * i);
            m[0] = hint;
            break;
        }
    }
}

typedef struct {
    int win_seat, win_bit, done, leader, side, pips, taken, ntrick;
    int trick_seat[MAXP], trick_bit[MAXP];
    uint64_t trick_mask;
} Undo;

static void play(S *s, int seat, int bit, Undo *u) {
    uint64_t mask = (uint64_t)1 << bit;
    s->hands[seat] &= ~mask;
    s->all &= ~mask;
    u->win_seat = s->win_seat; u->win_bit = s->win_bit; u->done = 0;
    if (!s->ntrick) {
        s->win_seat = seat; s->win_bit = bit;
    } else if (SUIT(bit) == SUIT(s->win_bit)) {
        if (bit > s->win_bit) { s->win_seat = seat; s->win_bit = bit; }
    } else if (SUIT(bit) == s->trump) {
        s->win_seat = seat; s->win_bit = bit;
    }
    s->trick_seat[s->ntrick] = seat; s->trick_bit[s->ntrick] = bit; s->ntrick++;
    s->trick_mask |= mask;
    if (s->ntrick < s->players) return;
    int winner = s->win_seat, side = s->side[winner], pips = 0, taken = 0, i;
    for (i = 0; i < s->ntrick; i++) { pips += PIP(s->trick_bit[i]); taken += s->special[s->trick_bit[i]]; }
    u->done = 1; u->leader = s->leader; u->side = side; u->pips = pips; u->taken = taken;
    u->ntrick = s->ntrick; u->trick_mask = s->trick_mask;
    memcpy(u->trick_seat, s->trick_seat, sizeof(int) * s->ntrick);
    memcpy(u->trick_bit, s->trick_bit, sizeof(int) * s->ntrick);
    s->pips[side] += pips; s->taken[side] += taken;
    s->open_pips -= pips; s->open_special -= taken;
    s->ntrick = 0; s->trick_mask = 0; s->leader = winner;
}

static void unplay(S *s, int seat, int bit, Undo *u) {
    if (u->done) {
        s->pips[u->side] -= u->pips; s->taken[u->side] -= u->taken;
        s->open_pips += u->pips; s->open_special += u->taken;
        s->ntrick = u->ntrick; s->trick_mask = u->trick_mask; s->leader = u->leader;
        memcpy(s->trick_seat, u->trick_seat, sizeof(int) * u->ntrick);
        memcpy(s->trick_bit, u->trick_bit, sizeof(int) * u->ntrick);
    }
    uint64_t mask = (uint64_t)1 << bit;
    s->ntrick--;
    s->trick_mask &= ~mask;
    s->win_seat = u->win_seat; s->win_bit = u->win_bit;
    s->hands[seat] |= mask;
    s->all |= mask;
}

static int last_trick(S *s) {
    int i;
    for (i = 0; i < s->players; i++)
        if (s->hands[i] & (s->hands[i] - 1)) return 0;
    return 1;
}

static int play_out(S *s) {
    Undo u[MAXP];
    int seats[MAXP], bits[MAXP], i, seat = s->leader, value;
    for (i = 0; i < s->players; i++) {
        int bit = 63 - __builtin_clzll(s->hands[seat]);
        seats[i] = seat; bits[i] = bit;
        play(s, seat, bit, &u[i]);
        seat = (seat + 1) % s->players;
    }
    value = final_value(s);
    for (i = s->players - 1; i >= 0; i--) unplay(s, seats[i], bits[i], &u[i]);
    return value;
}

static int search(S *s, int alpha, int beta) {
    int low, high;
    s->nodes++;
    if (s->max_nodes && s->nodes > s->max_nodes) { s->aborted = 1; return 0; }
    if (s->aborted) return 0;
    bounds(s, &low, &high);
    if (high <= alpha) return high;
    if (low >= beta || low == high) return low;
    if (!s->all && !s->ntrick) return final_value(s);
    int boundary = !s->ntrick;
    if (boundary && last_trick(s)) return play_out(s);
    int hint = -1;
    uint64_t h1 = 0, h2 = 0;
    Entry *e = NULL;
    if (boundary) {
        key(s, &h1, &h2);
        e = &s->table[h1 & (TT_SIZE - 1)];
        if (e->generation == s->generation && e->check == h2) {
            hint = e->best;
            if (e->lower >= beta) return e->lower;
            if (e->upper <= alpha) return e->upper;
            if (e->lower == e->upper) return e->lower;
            if (e->lower > alpha) alpha = e->lower;
            if (e->upper < beta) beta = e->upper;
        }
    }
    int seat = (s->leader + s->ntrick) % s->players;
    int maximise = s->side[seat] == s->us;
    int best = maximise ? -99 : 99, best_move = -1, a = alpha, b = beta, m[16], n, i;
    n = moves(s, seat, m);
    order(s, seat, m, n, hint);
    for (i = 0; i < n; i++) {
        Undo u;
        play(s, seat, m[i], &u);
        int value = search(s, a, b);
        unplay(s, seat, m[i], &u);
        if (maximise) {
            if (value > best) { best = value; best_move = m[i]; if (value > a) a = value; }
        } else if (value < best) {
            best = value; best_move = m[i]; if (value < b) b = value;
        }
        if (a >= b) break;
    }
    if (boundary) {
        int lower = -99, upper = 99;
        if (e->generation == s->generation && e->check == h2) { lower = e->lower; upper = e->upper; }
        if (best <= alpha) { if (best < upper) upper = best; }
        else if (best >= beta) { if (best > lower) lower = best; }
        else { lower = upper = best; }
        e->check = h2; e->lower = (int8_t)lower; e->upper = (int8_t)upper; e->best = (int8_t)best_move;
        e->generation = s->generation;
    }
    return best;
}

/* plain alpha-beta for the comparison: every legal card, no table, no ordering, no bounds */
static int search_plain(S *s, int alpha, int beta) {
    s->nodes++;
    if (!s->all && !s->ntrick) return final_value(s);
    int seat = (s->leader + s->ntrick) % s->players;
    int maximise = s->side[seat] == s->us, best = maximise ? -99 : 99;
    uint64_t hand = s->hands[seat], legal = hand;
    if (s->ntrick) {
        uint64_t follow = hand & SUITMASK(SUIT(s->trick_bit[0]));
        if (follow) legal = s->anytime ? follow | (hand & s->trump_mask) : follow;
    }
    while (legal) {
        Undo u;
        int bit = __builtin_ctzll(legal);
        legal &= legal - 1;
        play(s, seat, bit, &u);
        int value = search_plain(s, alpha, beta);
        unplay(s, seat, bit, &u);
        if (maximise) { if (value > best) best = value; if (value > alpha) alpha = value; }
        else { if (value < best) best = value; if (value < beta) beta = value; }
        if (alpha >= beta) break;
    }
    return best;
}

static int floor_half(int x) { return x >= 0 ? x / 2 : -((-x + 1) / 2); }

/* the exact value by null-window tests, narrowing [low, high] as _exact does */
static int exact(S *s) {
    int low, high;
    bounds(s, &low, &high);
    while (low < high) {
        int middle = floor_half(low + high + 1);
        if (search(s, middle - 1, middle) >= middle) low = middle; else high = middle - 1;
    }
    return low;
}

static int read_ints(PyObject *seq, int *out, int limit, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast), i;
    if (n > limit) { Py_DECREF(fast); PyErr_Format(PyExc_ValueError, "%s: too many", what); return -1; }
    for (i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

/*
 * values(config, hands, trick, leader, pips, taken, roots[, plain]) -> (list of values, nodes)
 * plain: search with plain alpha-beta instead (for the benchmark's comparison)
 * max_nodes: give up (values None) after that many nodes; 0: no limit
 * config: (players, sides, trump, anytime, no_junk, game_tie_defenders, pitcher_side, bid, us, side[], fixed[], special[52])
 * trick: flat [seat, bit, seat, bit, ...] of the cards on the table, in order
 * roots: the card bits to value for the seat to act
 */
static PyObject *values(PyObject *self, PyObject *args) {
    PyObject *config, *hands, *trick, *pips, *taken, *roots;
    int leader, plain = 0;
    long max_nodes = 0;
    if (!PyArg_ParseTuple(args, "OOOiOOO|pl", &config, &hands, &trick, &leader, &pips, &taken, &roots, &plain, &max_nodes))
        return NULL;
    S s;
    memset(&s, 0, sizeof s);
    PyObject *side, *fixed, *special;
    if (!PyArg_ParseTuple(config, "iiiiiiiiiOOO", &s.players, &s.sides, &s.trump, &s.anytime, &s.no_junk, &s.gtdef,
                          &s.pitcher_side, &s.bid, &s.us, &side, &fixed, &special)) return NULL;
    if (s.players < 2 || s.players > MAXP) { PyErr_SetString(PyExc_ValueError, "2 to 8 players"); return NULL; }
    if (read_ints(side, s.side, MAXP, "side") < 0 || read_ints(fixed, s.fixed, MAXP, "fixed") < 0
        || read_ints(special, s.special, 52, "special") < 0 || read_ints(pips, s.pips, MAXP, "pips") < 0
        || read_ints(taken, s.taken, MAXP, "taken") < 0) return NULL;
    s.two_sides = s.sides == 2;
    s.max_nodes = max_nodes;
    s.trump_mask = SUITMASK(s.trump);
    PyObject *fast = PySequence_Fast(hands, "hands");
    if (!fast) return NULL;
    int i;
    for (i = 0; i < s.players && i < PySequence_Fast_GET_SIZE(fast); i++) {
        s.hands[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        s.all |= s.hands[i];
    }
    Py_DECREF(fast);
    if (PyErr_Occurred()) return NULL;
    for (i = 0; i < 52; i++) {
        if ((s.all >> i) & 1) { s.open_pips += PIP(i); s.open_special += s.special[i]; }
    }
    s.leader = leader;
    int flat[2 * MAXP], nflat = read_ints(trick, flat, 2 * MAXP, "trick");
    if (nflat < 0) return NULL;
    for (i = 0; i < nflat; i += 2) {  /* the cards on the table are put back, then played */
        Undo u;
        s.hands[flat[i]] |= (uint64_t)1 << flat[i + 1];
        s.all |= (uint64_t)1 << flat[i + 1];
        s.open_pips += PIP(flat[i + 1]); s.open_special += s.special[flat[i + 1]];
        play(&s, flat[i], flat[i + 1], &u);
    }
    int root[64], nroot = read_ints(roots, root, 64, "roots");
    if (nroot < 0) return NULL;
    /* The GIL is held throughout (the search never releases it), so one
     * table serves every call in turn. */
    if (!shared_table && !(shared_table = (Entry *)calloc(TT_SIZE, sizeof(Entry)))) return PyErr_NoMemory();
    if (++generation == 0) {  /* after 2^32 calls: clear, and start again */
        memset(shared_table, 0, TT_SIZE * sizeof(Entry));
        generation = 1;
    }
    s.table = shared_table;
    s.generation = generation;
    PyObject *result = PyList_New(nroot);
    int seat = (s.leader + s.ntrick) % s.players;
    for (i = 0; i < nroot && result; i++) {
        Undo u;
        play(&s, seat, root[i], &u);
        int v = plain ? search_plain(&s, -99, 99) : exact(&s);
        unplay(&s, seat, root[i], &u);
        PyList_SET_ITEM(result, i, PyLong_FromLong(v));
    }
    if (s.aborted) { Py_XDECREF(result); return Py_BuildValue("(Ol)", Py_None, s.nodes); }
    return Py_BuildValue("(Nl)", result, s.nodes);
}

static PyMethodDef methods[] = {
    {"values", values, METH_VARARGS, "Exact values of root cards (see pitchtutor.solver)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_ddsolve", "The double-dummy search, in C.", -1, methods};

PyMODINIT_FUNC PyInit__ddsolve(void) { return PyModule_Create(&module); }
