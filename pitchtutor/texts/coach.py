"""The coach's sentences: the rule texts' tips, the hint ladder, the bid
advisor, the exact analysis and the review of a hand."""

from __future__ import annotations

from pitchtutor.cards import Suit, parse_card
from pitchtutor.explain import Say, and_list, plural, template
from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file

# -- the rule texts' tips --------------------------------------------------------


@template("tip.count_points")
def _tip_count(say: Say) -> str:
    if "suit" not in say.facts:  # the tip itself, without a hand to count
        support = " or strong support from a partner" if say.get("partners", True) else ""
        return (
            "Count your likely points before bidding: bid 2 with the Ace and another trump, or Ace-King; "
            f"add one for each extra high trump{support}."
        )
    suit = say.suit("suit").plural
    if not say["reasons"] and not say.get("forced"):
        return f"By the rule texts' count, even in {suit} there is no sure point, so pass."
    if not say["reasons"]:
        return (
            f"By the rule texts' count, even in {suit} there is no sure point, but you may "
            f"not pass: bid {say['bid']}, the least allowed."
        )
    counted = and_list(list(say["reasons"]))
    if say.get("forced"):
        advice = f"not enough for a bid, but you may not pass: bid {say['bid']}, the least allowed"
    elif say["bid"]:
        advice = f"a bid of {say['bid']} is sound"
    elif say.get("high"):
        advice = f"that is not enough to overcall the high bid of {say['high']}: pass"
    else:
        # a bid of 1 may be legal: the count itself bids only from 2 (the Ace with another trump)
        advice = "that is not enough for a bid (the count bids from 2): pass"
    return (
        f"By the rule texts' count, with {suit} as trump: {counted}. "
        f"That is about {say['count']}, so {advice}."
    )


def alone(say: Say) -> bool:
    """Whether the reader plays for themselves (no partners at the table): a tip's ``partners``
    fact says so, else the names the sentence is rendered for."""
    return not say.get("partners", say.names.teams is not None)


@template("tip.protect_jack")
def _tip_protect_jack(say: Say) -> str:
    who = "you" if alone(say) else "you or your partner"
    return (
        f"Protect the Jack: play it on a trick {who} will win, never under a higher trump an opponent has "
        "already played."
    )


@template("tip.feed_partner")
def _tip_feed(say: Say) -> str:
    winner = "you win" if alone(say) else "your partner wins"
    feed = (
        "Every counting card you throw on an opponent's winning trick feeds their Game; save your counters, "
        f"the tens above all, for the tricks {winner}."
    )
    if alone(say):  # no partners: nobody to feed, and no side of defenders to speak to
        return feed
    if say.get("side") == "pitcher":  # said to the bidding side: nothing about defenders
        return feed
    if say.get("side") == "defender":
        return f"{feed} As a defender, above all, feed your partner, not the bidder."
    return f"{feed} Defenders, above all, feed the partner, not the bidder."


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
    if say.get("leading"):
        return "You lead: which card wins a trick, or at least gives nothing away?"
    winning = say.bare_card("winning")
    if key == "tip.protect_jack":
        return (
            f"The {winning} is winning this trick and beats your Jack: is there a card that keeps the Jack "
            "safe?"
        )
    if say.get("partner"):
        if say.get("counter"):
            return (
                f"Your partner's {winning} is winning this trick: what you throw here counts for your side's "
                "Game."
            )
        return (
            f"Your partner's {winning} is winning this trick: you need not take it. Which card costs you "
            "least?"
        )
    if say.get("takes"):
        if say.get("cheapest"):
            return f"The {winning} is winning: which of your cards beats it most cheaply?"
        return (
            f"The {winning} is winning: which of your cards should take this trick, and keep the rest safe?"
        )
    if say.get("can_win"):
        return (
            f"The {winning} is winning: you could beat it, but is it worth a card you need later? Which "
            "card costs least?"
        )
    return f"The {winning} is winning and you cannot beat it: which card gives away the fewest pips?"


@template("hint.forced")
def _hint_forced(say: Say) -> str:
    card = say.bare_card("card")
    reason = say["reason"]
    if reason == "last":
        return f"Play the {card}: it is your last card."
    if reason == "only_of_led":
        suit = Suit(say["led"]).plural
        return f"Play the {card}: it is your only legal card, since {suit} were led and it is your only one."
    if reason == "only_trump":
        return f"Play the {card}: it is your only legal card (your only trump, and you cannot follow suit)."
    return f"Play the {card}: it is your only legal card."


def _choice(code: str, mean: float, made: float | None) -> str:
    made_text = f", the bid made {made:.0%} of the time" if made is not None else ""
    return f"the {parse_card(code).pretty} {mean:+.1f}{made_text}"


@template("hint.card")
def _hint_card(say: Say) -> str:
    choices = say["choices"]
    best = _choice(*choices[0])
    rest = "".join(f"; {_choice(*c)}" for c in choices[1:4])  # items hold commas: semicolons between
    whose = "your" if alone(say) else "your side's"
    return (
        f"Play the {say.bare_card('card')}. Over {say['samples']} deals consistent with what you have seen, "
        f"solved exactly, {whose} score change averages: {best}{rest}."
    )


@template("hint.bid")
def _hint_bid(say: Say) -> str:
    if say["call"] == "pass":
        call = "Pass"
    elif say["call"] == "redeal":
        call = "Throw the hand in"
    else:
        call = f"Bid {say['bid']}" + (f" and pitch {Suit(say['suit']).plural}" if say.get("suit") else "")
    parts = []
    for suit, mean, chance in say["suits"]:
        odds = ", ".join(f"{int(b)}+\u00a0{p:.0%}" for b, p in chance.items() if p > 0)
        parts.append(f"pitching {Suit(suit).plural}: {mean:.1f} points on average ({odds})")
    over = (
        f" Over {say['samples']} random deals of the other hands: " + "; ".join(parts) + "." if parts else ""
    )
    return f"{call}.{over}"


# -- the bid advisor -------------------------------------------------------------


@template("advisor.best")
def _advisor_best(say: Say) -> str:
    deals = f"over {say['samples']} random deals of the other hands"
    partners = say.get("partners", True)
    you, theirs = ("your side", "the other side's") if partners else ("you", "the others'")
    held = say.get("partner") is not None  # a partner holds the high bid: a pass keeps the contract
    if not say["samples"]:
        return (
            "The advisor could not work out enough deals of the other hands in time, so it has no figures "
            "for this hand: count your points as the rule of thumb below does."
        )
    if not say["suit"]:
        behind = "your side behind the other" if partners else "you behind the others"
        kept = f" Passing leaves the contract with {say.seat('partner')}, your partner." if held else ""
        return f"Pass: {deals}, every bid you may make leaves {behind} on average.{kept}"
    suit = Suit(say["suit"]).plural
    forced = " You may not pass, and this is the best bid allowed." if say.get("must_bid") else ""
    kept = (  # the figures count a pass as 0: say what it would really do
        f" A pass, counted 0 in these figures, would leave the contract with {say.seat('partner')}, "
        "your partner."
        if held
        else ""
    )
    best = "the best of the calls you may make"
    if say.get("later"):
        more = "as much" if say.get("cheaper_gain", 1.0) < 0.05 else "a little more"
        best = (
            f"a cheaper bid would score {more} if nobody outbid it, but the players after you could "
            "take the contract away: bid the most you are likely to make"
        )
    made = f"all {say['bid']} points" if say["bid"] == say.get("top") else f"{say['bid']} or more"
    return (
        f"Bid {say['bid']} and pitch {suit}: {deals} you make {made} {say['chance']:.0%} of "
        f"the time, worth {say['value']:+.1f} points a hand to {you}, or {say.get('edge', 0.0):+.1f} once "
        f"{theirs} points are taken off: {best}.{forced}{kept}"
    )


@template("advisor.disagree")
def _advisor_disagree(say: Say) -> str:
    suit = Suit(say["suit"]).plural
    thumb = f"bid {say['thumb_bid']}" if say["thumb_bid"] else "pass"
    others = "your partner's and the others'" if say.get("partners", True) else "the others'"
    made = f"{say['thumb_bid']} or more {say['thumb_chance']:.0%} of the time"
    if say["thumb_bid"] > say["bid"] > 0:
        # A made bid scores the points taken, whatever was bid: the higher bid only risks more.
        why = (
            f"more than it needs: a made bid scores the points taken, not the bid, so a bid of "
            f"{say['thumb_bid']} would score no more than {say['bid']} and lose more when set ({made})"
        )
    elif say["thumb_bid"] > say["bid"]:  # the advice is to pass: no bid gains on average
        gains = "your side" if say.get("partners", True) else "you"
        why = (
            f"but on the deals no bid gains {gains} anything on average ({made}, and a set-back costs the "
            "whole bid)"
        )
    else:
        why = (
            "because it counts only the cards sure of High and Low; the deals also find the Jack, the Game "
            f"point and what {others} cards bring: {say['mean']:.1f} points on average"
        )
    return f"{say['advice']} The rule texts' count says {thumb} in {suit}, {why}."


# -- the exact analysis ----------------------------------------------------------


def _you_end(say: Say) -> str:
    """Who ends the hand with the value: the reader's side, or, with nobody's partner, the reader."""
    return "you end" if alone(say) else "your side ends"


@template("analysis.best_card")
def _best_card(say: Say) -> str:
    others = [code for code in say["equal"] if code != say["card"]]
    also = f" (so would the {and_list([parse_card(c).pretty for c in others], 'or')})" if others else ""
    return (
        f"The {say.bare_card('card')} is best: with perfect play from here {_you_end(say)} the hand "
        f"{say['value']:+d}{also}."
    )


@template("analysis.better_card")
def _better_card(say: Say) -> str:
    return (
        f"With the {say.bare_card('card')} {_you_end(say)} the hand {say['value']:+d}; the "
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
        f"{say.seat('seat') if alone(say) else 'the side'}, {_how(say)}."
    )


@template("review.hinted")
def _review_hinted(say: Say) -> str:
    who, card, best = say.seat("seat"), say.bare_card("card"), say.bare_card("best")
    return (
        f"Trick {say['trick']}: {who} played the {card} as the hint advised: from what {who} could see it "
        f"was the best card ({say['mean']:+.1f} on average over {say['samples']} deals). With every hand "
        f"known the {best} would have done better ({say['best_value']:+.1f} against {say['value']:+.1f}): "
        "a close call that the hidden cards decided, not a mistake."
    )


@template("review.summary")
def _review_summary(say: Say) -> str:
    who, plays, best = say.seat("seat", start=True), say["plays"], say["best"]
    if not plays:
        return f"{who} had no real choice of card in this hand."
    made = f"{who} made {plural(plays, 'choice')} of card (forced cards not counted)"
    if best == plays:
        return f"{made}, {'as good as the best' if plays == 1 else 'every one as good as the best'}."
    loss = f"{say['loss']:.1f} points"
    if plays == 1:
        return f"{made}, and it cost {loss} against the best."
    missed = plays - best
    others = "the other" if missed == 1 else ("they" if best == 0 else f"the other {missed}")
    good = "none" if best == 0 else str(best)
    return (
        f"{made}, {good} of them as good as the best; {others} cost {loss}{'' if missed == 1 else ' in all'}."
    )
