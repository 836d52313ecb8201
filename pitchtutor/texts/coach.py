"""The coach's sentences: the rule texts' tips, the hint ladder, the bid
advisor, the exact analysis and the review of a hand."""

from __future__ import annotations

from pitchtutor.cards import Suit, parse_card
from pitchtutor.explain import Say, and_list, template

# -- the rule texts' tips --------------------------------------------------------


@template("tip.count_points")
def _tip_count(say: Say) -> str:
    if "suit" not in say.facts:  # the tip itself, without a hand to count
        return (
            "Count your likely points before bidding: bid 2 with the Ace and another trump, or Ace-King; "
            "add one for each extra high trump or strong support from a partner."
        )
    suit = say.suit("suit").plural
    if not say["reasons"]:
        return f"Count your likely points before bidding: even in {suit} there is no sure point, so pass."
    counted = and_list(list(say["reasons"]))
    advice = f"a bid of {say['bid']} is sound" if say["bid"] else "that is not enough for a bid: pass"
    return (
        f"Count your likely points before bidding. With {suit} as trump: {counted}. "
        f"That is about {say['count']}, so {advice}."
    )


@template("tip.lead_trumps")
def _tip_lead_trumps(say: Say) -> str:
    return (
        "Lead your highest trump early: once the opponents are out of trumps, your small trumps are safe "
        "and can hunt the Jack and the tens for Game."
    )


@template("tip.protect_jack")
def _tip_protect_jack(say: Say) -> str:
    return (
        "Protect the Jack: play it on a trick you or your partner will win, never under a higher trump "
        "an opponent has already played."
    )


@template("tip.tens_for_game")
def _tip_tens(say: Say) -> str:
    return (
        "The tens are Game magnets: the four tens hold 40 pips, as many as all the honours together, so "
        "capturing tens usually decides Game."
    )


@template("tip.feed_partner")
def _tip_feed(say: Say) -> str:
    return (
        "Every counting card you throw on an opponent's winning trick feeds their Game; save your counters, "
        "the tens above all, for the tricks your partner wins. Defenders, above all, feed the partner, not "
        "the bidder."
    )


@template("tip.win_cheaply")
def _tip_win_cheaply(say: Say) -> str:
    return (
        "Win a trick with the cheapest card that wins it, and when you cannot win, throw your least "
        "valuable card: keep high cards and counters for the tricks that need them."
    )


# -- the hint ladder -------------------------------------------------------------


@template("hint.pointer")
def _pointer(say: Say) -> str:
    key = say["tip"]
    if key == "tip.lead_trumps":
        if say.get("first"):
            return (
                "You are leading the first card: its suit becomes trump. Which suit holds your surest points?"
            )
        return "Look at your trumps: while the opponents still hold some, which of yours draws them best?"
    if key == "tip.protect_jack":
        return (
            f"The {say.bare_card('winning')} is winning this trick and beats your Jack: is there a card that "
            "keeps the Jack safe?"
        )
    if key in ("tip.tens_for_game", "tip.feed_partner") and say.get("partner"):
        return (
            f"Your partner's {say.bare_card('winning')} is winning this trick: what you throw here counts "
            "for your side's Game."
        )
    if key == "tip.feed_partner":
        return (
            f"The {say.bare_card('winning')} wins this trick for the opponents and you cannot beat it: which "
            "card gives them the fewest pips?"
        )
    if say.get("leading"):
        return "You lead: which card wins a trick, or at least gives nothing away?"
    return f"The {say.bare_card('winning')} is winning: which of your cards beats it most cheaply?"


def _choice(code: str, mean: float, made: float | None) -> str:
    made_text = f", the bid made {made:.0%} of the time" if made is not None else ""
    return f"the {parse_card(code).pretty} {mean:+.1f}{made_text}"


@template("hint.card")
def _hint_card(say: Say) -> str:
    choices = say["choices"]
    best = _choice(*choices[0])
    others = and_list([_choice(*c) for c in choices[1:4]])
    rest = f"; {others}" if others else ""
    return (
        f"Play the {say.bare_card('card')}. Over {say['samples']} deals consistent with what you have seen, "
        f"solved exactly, your side's score change averages: {best}{rest}."
    )


@template("hint.bid")
def _hint_bid(say: Say) -> str:
    call = "Pass" if say["call"] == "pass" else f"Bid {say['bid']}"
    parts = []
    for suit, mean, chance in say["suits"]:
        odds = ", ".join(f"{int(b)}+ {p:.0%}" for b, p in chance.items() if p > 0)
        parts.append(f"pitching {Suit(suit).plural}: {mean:.1f} points on average ({odds})")
    over = (
        f" Over {say['samples']} random deals of the other hands: " + "; ".join(parts) + "." if parts else ""
    )
    return f"{call}.{over}"


@template("hint.too_big")
def _hint_too_big(say: Say) -> str:
    return "This position is too big to work out in time; follow the principle above."


# -- the bid advisor -------------------------------------------------------------


@template("advisor.best")
def _advisor_best(say: Say) -> str:
    if not say["suit"]:
        return (
            f"Pass: over {say['samples']} random deals of the other hands, no bid is both likely to be made "
            "and worth its risk."
        )
    suit = Suit(say["suit"]).plural
    return (
        f"Bid {say['bid']} and pitch {suit}: over {say['samples']} random deals of the other hands you make "
        f"{say['bid']} or more {say['chance']:.0%} of the time, worth {say['value']:+.1f} points a hand."
    )


# -- the exact analysis ----------------------------------------------------------


@template("analysis.best_card")
def _best_card(say: Say) -> str:
    others = [code for code in say["equal"] if code != say["card"]]
    also = f" (so would the {and_list([parse_card(c).pretty for c in others], 'or')})" if others else ""
    return (
        f"The {say.bare_card('card')} is best: with perfect play from here your side ends the hand "
        f"{say['value']:+d}{also}."
    )


@template("analysis.better_card")
def _better_card(say: Say) -> str:
    return (
        f"With the {say.bare_card('card')} your side ends the hand {say['value']:+d}; the "
        f"{say.bare_card('best')} does better, {say['best_value']:+d}, with perfect play from here."
    )


# -- the review of a hand --------------------------------------------------------


def _how(say: Say) -> str:
    return (
        "with perfect play from there"
        if say["exact"]
        else "on average over deals consistent with what you saw"
    )


@template("review.good")
def _review_good(say: Say) -> str:
    card = say.bare_card("card")
    return f"Trick {say['trick']}: the {card} was as good as any ({say['value']:+.1f}, {_how(say)})."


@template("review.mistake")
def _review_mistake(say: Say) -> str:
    return (
        f"Trick {say['trick']}: {say.seat('seat')} played the {say.bare_card('card')}, but the "
        f"{say.bare_card('best')} was better: {say['best_value']:+.1f} instead of {say['value']:+.1f} for "
        f"the side, {_how(say)}."
    )


@template("review.summary")
def _review_summary(say: Say) -> str:
    if not say["plays"]:
        return f"{say.seat('seat', start=True)} had no real choice of card in this hand."
    cost = f"; the others cost {say['loss']:.1f} points in all" if say["best"] < say["plays"] else ""
    return (
        f"{say.seat('seat', start=True)} made {say['plays']} choices of card, {say['best']} of them as good "
        f"as the best{cost}."
    )
