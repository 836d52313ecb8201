import random, sys
from pitchtutor import Hand, Ruleset
from pitchtutor.bots import ExpertBot
from pitchtutor.bots.plays import throw_cost
from pitchtutor.tricks import beats, legal_cards
from pitchtutor.cards import Card
preset = sys.argv[1]; players = 4 if preset == 'partnership' else 3
r = Ruleset.preset(preset)
cheap = total = 0
for d in range(30):
    h = Hand.deal(r, players, d % players, 1000 + d); bots = [ExpertBot(s + 10 * d) for s in range(players)]
    while h.phase.value in ('auction', 'play'):
        seat = h.to_act; v = h.view(seat); a = bots[seat].choose(v)
        if h.phase.value == 'play' and v.current and v.trump is not None and isinstance(a, Card):
            best_seat, best = v.current[0]
            for s, c in v.current[1:]:
                if beats(c, best, v.trump): best_seat, best = s, c
            if r.side_of(best_seat, players) != r.side_of(seat, players) and not beats(a, best, v.trump):
                losers = [c for c in legal_cards(v.holding, v.current[0][1].suit, v.trump, r.trump_anytime) if not beats(c, best, v.trump)]
                if len(losers) > 1:
                    total += 1
                    cheap += throw_cost(a, v.trump, r) <= min(throw_cost(c, v.trump, r) for c in losers)
        h.apply(a)
print(preset, 'throws with a choice', total, 'cheapest', cheap)
