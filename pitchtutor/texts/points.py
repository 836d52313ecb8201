"""The points of a hand (High, Low, Jack, ten, three, Game) and how the hand settles."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list, plural, template
from pitchtutor.scoring import POINT_NAMES
from pitchtutor.texts.common import _points, _rule

# -- the points ---------------------------------------------------------------


@template("high.holder")
def _high_holder(say: Say) -> str:
    return (
        f"The {say.bare_card('card')} is High, the highest trump in play. It was dealt to "
        f"{say.seat('seat')}, so High scores for {say.side('side')}; the highest trump always wins "
        f"its own trick, so its holder is also its capturer."
    )


@template("low.holder")
def _low_holder(say: Say) -> str:
    tail = (
        f", though {say.seat('capturer')} won it in trick {say['trick']}"
        if say["holder"] != say["capturer"]
        else ""
    )
    return (
        f"The {say.bare_card('card')} is Low, the lowest trump in play, and Low goes to the player "
        f"dealt it ({_rule('low_to', 'holder')}): it scores for {say.side('side')}{tail}."
    )


@template("low.capturer")
def _low_capturer(say: Say) -> str:
    tail = f", though {say.seat('holder')} was dealt it" if say["holder"] != say["capturer"] else ""
    return (
        f"The {say.bare_card('card')} is Low, the lowest trump in play, and Low goes to whoever "
        f"wins it ({_rule('low_to', 'capturer')}): {say.seat('capturer')} won it in trick "
        f"{say['trick']}{tail}, so it scores for {say.side('side')}."
    )


@template("low.only_trump")
def _low_only_trump(say: Say) -> str:
    also, count = (" (and Jack)", "3 points") if say["is_jack"] else ("", "2 points")
    return (
        f"The {say.bare_card('card')} was the only trump in play, so it is Low as well as High{also}: "
        f"Low also scores for {say.side('side')}, {count} from one card."
    )


def _won_in(say: Say) -> str:
    taken = f"{say.seat('capturer')} won it in trick {say['trick']}"
    if say["holder"] != say["capturer"]:
        taken += f", capturing it from {say.seat('holder')}"
    return taken


@template("jack.captured")
def _jack_captured(say: Say) -> str:
    tail = (
        " As the only trump in play it also scores High and Low: 3 points from one card."
        if say["only"]
        else ""
    )
    return (
        f"The {say.bare_card('card')} is Jack, which goes to whoever wins it: {_won_in(say)}, so "
        f"Jack scores for {say.side('side')}.{tail}"
    )


@template("jack.not_dealt")
def _jack_not_dealt(say: Say) -> str:
    return f"The {say.bare_card('card')} was not dealt this hand, so nobody scores Jack."


@template("ten.captured")
def _ten_captured(say: Say) -> str:
    return (
        f"The {say.bare_card('card')} is worth a point of its own ({_rule('ten_of_trump_point')}): "
        f"{_won_in(say)}, so it scores for {say.side('side')}."
    )


@template("ten.not_dealt")
def _ten_not_dealt(say: Say) -> str:
    return (
        f"The {say.bare_card('card')} was not dealt this hand, so nobody scores its point "
        f"({_rule('ten_of_trump_point')})."
    )


@template("three.captured")
def _three_captured(say: Say) -> str:
    return (
        f"The {say.bare_card('card')} is worth a point of its own ({_rule('three_of_trump_point')}): "
        f"{_won_in(say)}, so it scores for {say.side('side')}."
    )


@template("three.not_dealt")
def _three_not_dealt(say: Say) -> str:
    return (
        f"The {say.bare_card('card')} was not dealt this hand, so nobody scores its point "
        f"({_rule('three_of_trump_point')})."
    )


def _other_pips(say: Say, exclude: list[int]) -> str:
    rest = [
        f"{pips} for {say.names.side(side)}" for side, pips in enumerate(say["pips"]) if side not in exclude
    ]
    return and_list(rest)


@template("game.won")
def _game_won(say: Say) -> str:
    side = say["side"]
    return (
        f"{say.side('side', start=True)} {say.side_verb('side', 'takes', 'take')} Game with "
        f"{plural(say['best'], 'pip')} in {'its' if not say.names.side_is_plural(side) else 'their'} "
        f"tricks, against {_other_pips(say, [side])} (a 10 counts 10, an ace 4, a king 3, a queen 2, "
        f"a jack 1)."
    )


def _tied(say: Say) -> str:
    return and_list([say.names.side(side) for side in say["tied"]])


@template("game.tie_none")
def _game_tie_none(say: Say) -> str:
    return (
        f"Game is tied: {_tied(say)} have {plural(say['best'], 'pip')} each, and a tie scores nothing "
        f"({_rule('game_tie', 'none')})."
    )


@template("game.tie_defenders")
def _game_tie_defenders(say: Say) -> str:
    return (
        f"Game is tied at {plural(say['best'], 'pip')} between {_tied(say)}, and a tie goes to the "
        f"defenders ({_rule('game_tie', 'defenders')}): Game scores for {say.side('side')}."
    )


@template("game.tie_split")
def _game_tie_split(say: Say) -> str:
    return (
        f"Game is tied at {plural(say['best'], 'pip')} between {_tied(say)}. A tie goes to the "
        f"defenders ({_rule('game_tie', 'defenders')}), but more than one defender is tied and a "
        f"point cannot be split, so nobody scores Game."
    )


@template("points.no_junk")
def _points_no_junk(say: Say) -> str:
    name = POINT_NAMES[say["point"]]
    card = f" ({say.bare_card('card')})" if say["card"] else ""
    return (
        f"{name}{card} would score for {say.side('side')}, a defender, but defenders score no points "
        f"({_rule('no_junk')}): nobody scores {name}."
    )


# -- settling the hand --------------------------------------------------------


def _took(say: Say) -> str:
    points = say["points"]
    return f"{plural(say['taken'], 'point')}" + (f" ({_points(points)})" if points else "")


@template("settle.made")
def _settle_made(say: Say) -> str:
    # Scoring the points taken, not the bid, surprises newcomers: say so when they differ.
    tail = ", the points taken, not the bid" if say["taken"] != say["bid"] else ""
    return (
        f"{say.side('side', start=True)} bid {say['bid']} and took {_took(say)}: the bid is made, and "
        f"{say.side('side')} {say.side_verb('side', 'scores', 'score')} {say['taken']}{tail}."
    )


@template("settle.set_back")
def _settle_set_back(say: Say) -> str:
    took = _took(say) if say["taken"] else "no points"
    return (
        f"{say.side('side', start=True)} bid {say['bid']} but took only {took}: set back, so "
        f"{say.side('side')} {say.side_verb('side', 'loses', 'lose')} {plural(say['bid'], 'point')}."
    )


@template("settle.smudge")
def _settle_smudge(say: Say) -> str:
    return (
        f"{say.side('side', start=True)} bid {say['bid']}, the top bid, and took every point: a smudge "
        f"(\u201cshooting the moon\u201d); {say.side('side')} {say.side_verb('side', 'scores', 'score')} "
        f"{say['taken']}."
    )


@template("settle.defender")
def _settle_defender(say: Say) -> str:
    if not say["taken"]:
        return f"{say.side('side', start=True)} took no points."
    return (
        f"{say.side('side', start=True)} took {_took(say)} and {say.side_verb('side', 'scores', 'score')} "
        f"{'it' if say['taken'] == 1 else 'them'}: defenders always score what they take."
    )


@template("settle.no_junk")
def _settle_no_junk(say: Say) -> str:
    return (
        f"{say.side('side', start=True)} {say.side_verb('side', 'scores', 'score')} nothing: defenders "
        f"score no points ({_rule('no_junk')})."
    )
