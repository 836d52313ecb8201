"""The match: totals, targets, and who wins."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list, template
from pitchtutor.scoring import POINT_NAMES
from pitchtutor.texts.common import _rule

# -- the match ----------------------------------------------------------------


def _both(count: int) -> str:
    return "both" if count == 2 else "all"


def _totals(say: Say) -> str:
    return "; ".join(f"{say.names.side(side)} {total}" for side, total in enumerate(say["totals"]))


@template("match.continues")
def _match_continues(say: Say) -> str:
    return (
        f"Nobody has reached {say['target']} ({_totals(say)}): the match goes on, and "
        f"{say.seat('next_dealer')} {say.verb('next_dealer', 'deals', 'deal')} next."
    )


@template("match.target")
def _match_target(say: Say) -> str:
    total = say["totals"][say["side"]]
    return (
        f"{say.side('side', start=True)} {say.side_verb('side', 'reaches', 'reach')} {total}, at least "
        f"the target of {say['target']}, and {say.side_verb('side', 'wins', 'win')} the match."
    )


@template("match.bidder_first")
def _match_bidder_first(say: Say) -> str:
    others = and_list([say.names.side(side) for side in say["others"]])
    return (
        f"{say.side('side', start=True)} and {others} {_both(len(say['others']) + 1)} reached "
        f"{say['target']}; the pitcher's points "
        f"count first, so {say.side('side')} {say.side_verb('side', 'wins', 'win')} the match."
    )


@template("match.count_out")
def _match_count_out(say: Say) -> str:
    reached = and_list([say.names.side(side) for side in say["reached"]])
    return (
        f"{reached[0].upper() + reached[1:]} {_both(len(say['reached']))} reached {say['target']}. "
        "Counting the points out one "
        f"at a time (High, Low, Jack, Game), {say.side('side')} reached {say['target']} first, with "
        f"{POINT_NAMES[say['point']]}, and {say.side_verb('side', 'wins', 'win')} the match."
    )


@template("match.smudge")
def _match_smudge(say: Say) -> str:
    return (
        f"{say.side('side', start=True)} made a smudge, the top bid of {say['bid']}, and "
        f"{say.side_verb('side', 'wins', 'win')} the match at once ({_rule('smudge_wins_match')})."
    )


@template("match.pitcher_must_win")
def _match_pitcher_must_win(say: Say) -> str:
    reached = and_list([say.names.side(side) for side in say["reached"]])
    many = len(say["reached"]) > 1 or say.names.side_is_plural(say["reached"][0])
    pitcher = say["pitcher_side"]
    if pitcher in say["reached"] and not say["made"]:
        why = f"{say.names.side(pitcher)} pitched but did not make the bid"
    else:
        why = f"{say.names.side(pitcher)} pitched this hand"
    return (
        f"{reached[0].upper() + reached[1:]} {'have' if many else 'has'} {say['target']} or more, but a "
        f"side wins only at the end of a hand in which it pitched and made its bid "
        f"({_rule('pitcher_must_win')}), and {why}: the match goes on, and "
        f"{say.seat('next_dealer')} {say.verb('next_dealer', 'deals', 'deal')} next."
    )


@template("match.over")
def _match_over(say: Say) -> str:
    return f"The match is over: {say.side('side')} won it."


@template("match.hand_not_over")
def _match_hand_not_over(say: Say) -> str:
    return f"The hand is not over yet (it is in the {say['phase']} phase): finish it before the next deal."
