"""Rule sets: the house rules a table plays by, as one frozen, validated value.

The rule texts agree on the core of Pitch and disagree on a dozen points;
each disagreement is a key of :class:`Ruleset`.  The keys are part of the
hand-record format, so their names and values are stable.

>>> rules = Ruleset.preset("setback")
>>> rules.target, rules.all_pass, rules.pitcher_must_win
(7, 'dealer-bids', True)
>>> Ruleset.preset("partnership", target=11).to_json()
{'preset': 'partnership', 'target': 11}
>>> Ruleset.preset("cutthroat", low_too="capturer")
Traceback (most recent call last):
...
pitchtutor.errors.RulesError: unknown rule key 'low_too' (did you mean 'low_to'?)
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Literal

from pitchtutor.checks import check_bool, check_key_name, is_int, show, whole_players
from pitchtutor.errors import RulesError

MIN_PLAYERS = 2
MAX_PLAYERS = 8
CARDS_EACH = 6
TRICKS = CARDS_EACH
BASE_POINTS = 4  # High, Low, Jack, Game

AllPass = Literal["redeal", "dealer-bids"]
LowTo = Literal["holder", "capturer"]
GameTie = Literal["none", "defenders"]

CHOICES: dict[str, tuple[str, ...]] = {
    "all_pass": ("redeal", "dealer-bids"),
    "low_to": ("holder", "capturer"),
    "game_tie": ("none", "defenders"),
}
TRUE_OR_FALSE_KEYS = (
    "dealer_may_hold",
    "bid_four_ends_auction",
    "smudge_wins_match",
    "no_junk",
    "ten_of_trump_point",
    "three_of_trump_point",
    "trump_anytime",
    "pitcher_must_win",
    "coke_hand",
)
DEALER_FORCED_BID = 2
"""Under ``all_pass: dealer-bids``, the dealer must bid at least this much."""


@dataclass(frozen=True)
class Ruleset:
    """The house rules in force.  Build one with :meth:`preset`; every key
    can be overridden there, and every value is checked on construction.

    ``name`` records the preset a rule set was built from; it is for display
    and for writing records compactly, and is ignored when comparing."""

    teams: int | None
    target: int
    min_bid: int = 1
    dealer_may_hold: bool = True
    all_pass: AllPass = "redeal"
    bid_four_ends_auction: bool = False
    smudge_wins_match: bool = False
    low_to: LowTo = "holder"
    game_tie: GameTie = "none"
    no_junk: bool = False
    ten_of_trump_point: bool = False
    three_of_trump_point: bool = False
    trump_anytime: bool = True
    pitcher_must_win: bool = False
    coke_hand: bool = False
    name: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _check(self)

    # -- construction -------------------------------------------------------

    @classmethod
    def preset(cls, name: str = "partnership", **overrides: Any) -> Ruleset:
        """A named preset (``partnership``, ``cutthroat``, ``setback``,
        ``auction``), optionally with keys overridden."""
        if name not in PRESETS:
            raise RulesError(
                f"unknown preset {name!r}: choose one of {', '.join(map(repr, PRESETS))}",
                key="preset",
            )
        return PRESETS[name].with_overrides(**overrides)

    def with_overrides(self, **overrides: Any) -> Ruleset:
        """This rule set with some keys changed, every change checked."""
        for key in overrides:
            check_key_name(key, RULE_KEYS)
        return replace(self, **overrides)

    @classmethod
    def from_json(cls, value: object) -> Ruleset:
        """Read the ``rules`` field of a hand record: a preset name, or an
        object ``{"preset": name, <key>: <value>, ...}``."""
        if isinstance(value, str):
            return cls.preset(value)
        if not isinstance(value, Mapping):
            raise RulesError(f"rules must be a preset name or an object with a 'preset' key, not {value!r}")
        overrides = dict(value)
        name = overrides.pop("preset", "partnership")
        if not isinstance(name, str):
            raise RulesError(f"preset must be a preset name, not {name!r}", key="preset")
        return cls.preset(name, **overrides)

    def to_json(self) -> dict[str, Any] | str:
        """The compact form for a hand record: the preset's name alone when
        nothing is overridden, else the preset and the overridden keys."""
        base_name = self.name if self.name in PRESETS else "partnership"
        base = PRESETS[base_name]
        overrides = {key: value for key, value in self.items() if getattr(base, key) != value}
        return {"preset": base_name, **overrides} if overrides else base_name

    def items(self) -> list[tuple[str, Any]]:
        """Every rule key and its value, in the documented order."""
        return [(key, value) for key, value in asdict(self).items() if key != "name"]

    # -- derived facts ------------------------------------------------------

    @property
    def top_bid(self) -> int:
        """The highest bid: the number of points at stake in a hand (4, plus
        one for each extra point card in play under these rules)."""
        return BASE_POINTS + self.ten_of_trump_point + self.three_of_trump_point

    def sides(self, players: int) -> int:
        """How many sides score separately with this many players."""
        return self.teams if self.teams is not None else players

    def side_of(self, seat: int, players: int) -> int:
        """The side a seat plays for: partners alternate around the table,
        so with ``teams = k`` seat ``s`` is on side ``s mod k``."""
        return seat % self.teams if self.teams is not None else seat

    def check_players(self, players: int) -> None:
        """Refuse a number of players these rules cannot seat."""
        check_player_count(players)
        if self.teams is not None:
            if players % self.teams:
                raise RulesError(
                    f"teams={self.teams} cannot divide {players} players into equal partnerships",
                    key="teams",
                )
            if players // self.teams < 2:
                raise RulesError(
                    f"teams={self.teams} with {players} players leaves one player a team; "
                    "use teams=null (each for themselves)",
                    key="teams",
                )

    def describe(self, without: Collection[str] = ()) -> str:
        """One line naming the preset and the house rules that differ from it, but for the keys
        ``without`` (those a reader is told otherwise, as a table's chip says "to 11")."""
        compact = self.to_json()
        if isinstance(compact, str):
            return compact
        extra = [f"{key}={show(value)}" for key, value in compact.items() if key not in ("preset", *without)]
        return f"{compact['preset']} ({', '.join(extra)})" if extra else str(compact["preset"])


def check_player_count(players: object) -> None:
    """Refuse a table smaller than 2 or larger than 8 players."""
    players = whole_players(players)
    if players > MAX_PLAYERS:
        raise RulesError(
            f"{players} players need {CARDS_EACH} × {players} = {CARDS_EACH * players} cards, "
            f"more than the deck's 52; Pitch seats at most {MAX_PLAYERS}",
            key="players",
        )
    if players < MIN_PLAYERS:
        raise RulesError(f"Pitch needs at least {MIN_PLAYERS} players, not {players}", key="players")


RULE_KEYS: tuple[str, ...] = tuple(f.name for f in fields(Ruleset) if f.name != "name")


def _check(rules: Ruleset) -> None:
    """Check every value's type and range, then the combinations."""
    for key in TRUE_OR_FALSE_KEYS:
        check_bool(key, getattr(rules, key))
    for key, choices in CHOICES.items():
        value = getattr(rules, key)
        if value not in choices:
            options = " or ".join(map(repr, choices))
            raise RulesError(f"{key} must be {options}, not {value!r}", key=key)
    if rules.teams is not None and (not is_int(rules.teams) or rules.teams < 2):
        raise RulesError(
            f"teams must be null (each for themselves) or a number of teams from 2 up, not {rules.teams!r}",
            key="teams",
        )
    if not is_int(rules.target) or not 1 <= rules.target <= 1000:
        raise RulesError(
            f"target must be a whole number of points from 1 to 1000, not {rules.target!r}",
            key="target",
        )
    if not is_int(rules.min_bid) or not 1 <= rules.min_bid <= rules.top_bid:
        raise RulesError(
            f"min_bid must be from 1 to the top bid of {rules.top_bid}, not {rules.min_bid!r}",
            key="min_bid",
        )
    if rules.no_junk and rules.game_tie == "defenders":
        raise RulesError(
            "game_tie='defenders' gives a tied Game to the defenders, but no_junk forbids "
            "defenders any point: choose one",
            key="game_tie",
        )
    if rules.name is not None and rules.name not in PRESETS_NAMES:
        raise RulesError(f"unknown preset {rules.name!r}", key="preset")


PRESETS_NAMES = ("partnership", "cutthroat", "setback", "auction")

PRESETS: dict[str, Ruleset] = {
    # 000 "Como Jogar": four players in two fixed partnerships, to 21.
    "partnership": Ruleset(teams=2, target=21, smudge_wins_match=True, name="partnership"),
    # 000, individual play: each for themselves, to 11.
    "cutthroat": Ruleset(teams=None, target=11, smudge_wins_match=True, name="cutthroat"),
    # 001/004 solo Pitch / Setback: to 7, the dealer is stuck with 2 when all
    # pass, a bid of 4 is made by pitching at once, Low and Jack go to whoever
    # wins them, and only a pitcher can win the match.
    "setback": Ruleset(
        teams=None,
        target=7,
        all_pass="dealer-bids",
        bid_four_ends_auction=True,
        low_to="capturer",
        pitcher_must_win=True,
        name="setback",
    ),
    # 002 Auction Pitch: minimum bid 2, each for themselves.
    "auction": Ruleset(teams=None, target=11, min_bid=2, name="auction"),
}
