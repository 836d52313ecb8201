"""Pitty Pat's house rules: one frozen, validated value.

Every key is a variant named in the rule text (``shared/seeds/003``,
"Variações comuns" and "Pontuação"); the default of each is the text's
standard game.  The keys are part of the Pitty Pat record format.

``hand_size``      5 (default), or 7: "Distribuição de sete cartas".
``draw``           ``"once"`` (default): "Compra única rígida", one draw and the
                   turn ends; ``"until-match"``: "Compre até combinar", keep
                   drawing until a match or until the stock runs out.
``powerful_aces``  false (default); true: "Áses poderosos", an Ace played as
                   the matching card makes the next player lose a turn.
``stake``          false (default); true: "Aposta Beliziana", each player
                   antes one chip before the deal and the round's winner
                   takes the pot; chips are tracked over the match.
``target``         100 (default; "geralmente 100 ou 200 pontos"): the match
                   ends when someone's penalty total reaches it.
``rounds``         null (default), or N ("cinco ou sete rodadas"): the match
                   is N rounds instead; setting it turns ``target`` off.

>>> Rules().to_json()
{}
>>> Rules.from_json({"rounds": 5}).target is None
True
>>> Rules.from_json({"draws": "once"})
Traceback (most recent call last):
...
pitchtutor.errors.RulesError: unknown Pitty Pat rule key 'draws' (did you mean 'draw'?)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from pitchtutor.checks import check_bool, check_key_name, did_you_mean, is_int, show, whole_players
from pitchtutor.errors import RulesError

MIN_PLAYERS = 2
MAX_PLAYERS = 4
HAND_SIZES = (5, 7)
DRAWS = ("once", "until-match")
Draw = Literal["once", "until-match"]
MAX_TARGET = 1000
DEFAULT_TARGET = 100
MAX_ROUNDS = 100


@dataclass(frozen=True)
class Rules:
    """The Pitty Pat rules in force; every value is checked on construction."""

    hand_size: int = 5
    draw: Draw = "once"
    powerful_aces: bool = False
    stake: bool = False
    target: int | None = None  # None with rounds None: the default target of 100
    rounds: int | None = None

    def __post_init__(self) -> None:
        if self.target is None and self.rounds is None:
            object.__setattr__(self, "target", DEFAULT_TARGET)
        _check(self)

    @classmethod
    def from_json(cls, value: object) -> Rules:
        """Read the ``rules`` field of a record: an object of overrides.
        Giving ``rounds`` without ``target`` plays a fixed number of rounds."""
        if value is None:
            return cls()
        if not isinstance(value, Mapping):
            raise RulesError(f"Pitty Pat rules must be an object of rule keys, not {value!r}")
        overrides = dict(value)
        for key in overrides:
            check_key_name(key, RULE_KEYS, "Pitty Pat rule key")
        return cls(**overrides)

    def with_overrides(self, **overrides: Any) -> Rules:
        """These rules with some keys changed; setting ``rounds`` turns the
        target off unless ``target`` is given too."""
        for key in overrides:
            check_key_name(key, RULE_KEYS, "Pitty Pat rule key")
        if overrides.get("rounds") is not None and "target" not in overrides:
            overrides["target"] = None
        return replace(self, **overrides)

    def to_json(self) -> dict[str, Any]:
        """Only the keys that differ from the standard game."""
        base = Rules()
        changed = {key: value for key, value in self.items() if getattr(base, key) != value}
        if self.rounds is not None:
            changed.pop("target", None)
        return changed

    def items(self) -> list[tuple[str, Any]]:
        return list(asdict(self).items())

    def describe(self) -> str:
        changed = self.to_json()
        if not changed:
            return "standard"
        return "standard (" + ", ".join(f"{k}={show(v)}" for k, v in changed.items()) + ")"


RULE_KEYS: tuple[str, ...] = tuple(f.name for f in fields(Rules))


def check_players(players: object) -> None:
    """Refuse a table the text does not seat: "De 2 a 4 jogadores"."""
    players = whole_players(players)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(
            f"Pitty Pat is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}", key="players"
        )


def _check(rules: Rules) -> None:
    if rules.hand_size not in HAND_SIZES or not is_int(rules.hand_size):
        raise RulesError(
            f"hand_size must be 5 (the standard deal) or 7 (the seven-card deal), not {rules.hand_size!r}",
            key="hand_size",
        )
    if rules.draw not in DRAWS:
        hint = did_you_mean(rules.draw, DRAWS)
        raise RulesError(f"draw must be 'once' or 'until-match', not {rules.draw!r}{hint}", key="draw")
    for key in ("powerful_aces", "stake"):
        check_bool(key, getattr(rules, key))
    if rules.target is not None and (not is_int(rules.target) or not 1 <= rules.target <= MAX_TARGET):
        raise RulesError(
            f"target must be null or a whole number of penalty points from 1 to {MAX_TARGET}, "
            f"not {rules.target!r}",
            key="target",
        )
    if rules.rounds is not None and (not is_int(rules.rounds) or not 1 <= rules.rounds <= MAX_ROUNDS):
        raise RulesError(
            f"rounds must be null or a whole number of rounds from 1 to {MAX_ROUNDS}, not {rules.rounds!r}",
            key="rounds",
        )
    if rules.target is not None and rules.rounds is not None:
        raise RulesError(
            "a match is played either to a target (target) or for a number of rounds (rounds): "
            "set exactly one of them",
            key="rounds" if rules.rounds is not None else "target",
        )
