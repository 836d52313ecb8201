"""The coach's sentences: the rule texts' tips, the hint ladder, the bid
advisor, the exact analysis and the review of a hand.  The reasoning of each
sentence is here, once for every locale; its words are in each locale's
``coach.toml``."""

from __future__ import annotations

from typing import Any

from pitchtutor.explain import Say, render
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase
from pitchtutor.texts.page import percent

_LEAD_TRUMPS = "tip.lead_trumps"
_PROTECT_JACK = "tip.protect_jack"
_KEEP_WINNERS = "tip.keep_winners"


def alone(say: Say) -> bool:
    """Whether the reader plays for themselves (no partners at the table): a tip's ``partners``
    fact says so, else the names the sentence is rendered for."""
    return not say.get("partners", say.names.teams is not None)


def _team(say: Say, phrase: Phrase) -> str:
    """The reader's side as its kind of table names it (a variant each: Portuguese says "dupla"
    for a pair, "equipe" for more)."""
    teams = say.names.teams
    return phrase("pairs" if teams is not None and say.names.players == 2 * teams else "teams")


def _others(say: Say, phrase: Phrase, partners: bool) -> str:
    """Whose cards the deals weigh besides yours: your partner's (or partners', three to a side)
    and the others', or the others' alone (heads-up, your opponent's)."""
    if not partners:
        return phrase("others_one" if _heads_up(say) else "others_alone")
    teams = say.names.teams
    many = teams is not None and say.names.players > 2 * teams
    return phrase("others_partners_many" if many else "others_partners")


# -- the rule texts' tips --------------------------------------------------------


def _counted(phrase: Phrase, reason: list[object]) -> str:
    """One reason of the rule texts' count (``SuitCount.counted``), in words."""
    kind = reason[0]
    if kind == "ace_low":
        return phrase("ace_low_sure" if reason[2] == "sure" else "ace_low_likely", card=reason[1])
    if kind == "low":
        return phrase("low_sure" if reason[2] == "sure" else "low_likely", card=reason[1])
    if kind == "extra":
        return phrase("extra", cards=[phrase("trump", card=code) for code in reason[2:]])
    if kind == "low_capturer":
        return phrase("low_capturer", card=reason[1])
    return phrase(str(kind))


@catalog.reasons("tip.count_points")
def _tip_count(say: Say, phrase: Phrase) -> str:
    if "suit" not in say.facts:  # the tip itself, without a hand to count
        return phrase("tip_partners" if say.get("partners", True) else "tip_alone")
    counted = say.get("counted", [])
    # the count's own best suit, where the suit counted (the table's) is not it and it would bid
    other = say.get("other")
    also = (
        phrase("other", other=other["suit"], other_count=other["count"], other_bid=other["bid"])
        if other
        else ""
    )
    if not counted:  # nothing sure in the suit counted; "none of your suits" where no suit counts
        key = "nothing" if say.get("no_suit") else "nothing_here"
        return phrase(key + "_forced" if say.get("forced") else key) + also
    if say.get("forced"):
        advice = "forced"
    elif say["bid"]:
        advice = "bid"
    elif say.get("high"):
        advice = "hold_short" if say.get("hold") else "outbid"
    else:  # a bid of 1 may be legal: the count itself bids only from 2 (the Ace with another trump)
        advice = "too_few"
    reasons = [_counted(phrase, reason) for reason in counted]
    return phrase("counted", reasons=reasons, advice=phrase(advice)) + also


@catalog.reasons("tip.protect_jack")
def _tip_protect_jack(say: Say, phrase: Phrase) -> str:
    # at the pitch nothing is played yet: keep the Jack back, rather than "under a trump played"
    first = "first_" if say.get("first") else ""
    return phrase(first + ("alone" if alone(say) else "partners"))


@catalog.reasons("tip.feed_partner")
def _tip_feed(say: Say, phrase: Phrase) -> str:
    if alone(say):  # no partners: nobody to feed, and no side of defenders to speak to
        return phrase("alone")
    feed = phrase("feed")
    if say.get("side") == "pitcher":  # said to the bidding side: nothing about defenders
        return feed
    return phrase("defender" if say.get("side") == "defender" else "defenders", feed=feed)


# -- the hint ladder -------------------------------------------------------------


@catalog.reasons("hint.pointer")
def _pointer(say: Say, phrase: Phrase) -> str:
    key = say["tip"]
    if say.get("first"):  # the pitch, whatever the tip: which suit to make trump
        return phrase("first")
    if key == _LEAD_TRUMPS:
        return phrase("trumps")
    if say.get("leading"):
        return phrase("leading")
    if key == _PROTECT_JACK:
        return phrase("jack_home" if say.get("takes") else "protect_jack")
    if say.get("partner"):
        if say.get("counter"):
            return phrase("partner_counter", team=_team(say, phrase))
        return phrase("partner" if say.get("can_win", True) else "partner_cannot")
    if say.get("to_come"):  # an opponent's card winning, a partner still to play
        return phrase("partner_to_come")
    if say.get("takes"):
        return phrase("cheapest" if say.get("cheapest") else "takes")
    if say.get("can_win"):
        return phrase("can_win")
    return phrase("cannot_win_keep" if key == _KEEP_WINNERS else "cannot_win")


@catalog.reasons("hint.forced")
def _hint_forced(say: Say, phrase: Phrase) -> str:
    reason = say["reason"]
    return phrase(reason if reason in ("last", "only_of_led", "only_trump") else "only_legal")


@catalog.reasons("hint.card")
def _hint_card(say: Say, phrase: Phrase) -> str:
    choices = [  # the best and three more; items hold commas: semicolons between
        phrase("choice" if made is None else "choice_made", card=code, mean=mean, made=made)
        for code, mean, made in say["choices"][:4]
    ]
    whose = phrase("yours") if alone(say) else phrase("your_sides", team=_team(say, phrase))
    said = phrase("play", whose=whose, choices=phrase("between").join(choices))
    # a tie the tip broke: the cards shown a little higher than the one named, and why it is named
    named = round(say["choices"][0][1], 1)
    higher = [code for code, mean, _ in say["choices"][1:4] if round(mean, 1) > named]
    if higher:
        others = [phrase("card_name", card=code) for code in higher]
        decides = phrase("pitched" if say.get("pitched") else "principle")
        said += phrase("tie_one" if len(others) == 1 else "tie_many", others=others, decides=decides)
    if len(say["choices"]) > 1 and all(made == 0 for _, _, made in say["choices"]):
        # set on every deal whatever is played: the figures (the side's own score) cannot choose;
        # where the points the side still takes differ, they do
        taken = "taken_" if say.get("taken") is not None else ""
        said += (
            phrase(f"lost_{taken}alone")
            if alone(say)
            else phrase(f"lost_{taken}partners", team=_team(say, phrase))
        )
    return said


@catalog.reasons("hint.count_differs")
def _hint_count_differs(say: Say, phrase: Phrase) -> str:
    """Step 2 of the bidding ladder where the deals call otherwise than the count: the count, then
    that the next step's deals see more and make another call."""
    count = say["count"]  # the count as data, said again for the reader in the reader's language
    said = render(count["key"], count["facts"], say.names, say.locale)
    others = _others(say, phrase, say.get("partners", True))
    return said + phrase("differs", others=others, suit=count["facts"]["suit"])


@catalog.reasons("hint.bid")
def _hint_bid(say: Say, phrase: Phrase) -> str:
    parts = []
    for suit, mean, chance, *net in say["suits"]:
        # every bid's chance, as the advisor's table shows them (a 0% too), unless none is ever made
        odds = (
            [phrase("odds", bid=int(bid), chance=p) for bid, p in chance.items()]
            if any(chance.values())
            else []
        )
        # the table's net beside the points, where a bid is allowed: the figure the call is chosen by;
        # and the call's own, where the match or the players after you made it another bid
        at = phrase("net", net=net[0][1], bid=net[0][0]) if net and net[0] else ""
        if len(net) > 1 and net[1]:
            at += phrase("net_advised", net=net[1][1], bid=net[1][0])
        # a suit that never takes a point has no odds to show: "(never a point)", not "()"
        parts.append(
            phrase("suit", suit=suit, mean=mean, net=at, odds=", ".join(odds))
            if odds
            else phrase("suit_never", suit=suit, mean=mean, net=at)
        )
    held = parts and say.get("held_edge") is not None  # a pass leaves another's contract: its net
    if held:
        parts.append(
            phrase(
                "held", holder=holder_named(say, phrase), held_bid=say["held_bid"], held_edge=say["held_edge"]
            )
        )
    over = phrase("over", parts=phrase("between").join(parts)) if parts else ""
    if say.get("later") and say.get("outbid") is not None:  # why not the cheaper bid the table ranks best
        over += _later(say, phrase, _team(say, phrase))
    if say.get("match") and say["call"] != "redeal":  # the call's effect on the match, where known
        over += _in_match(say, phrase, say["match"], _team(say, phrase), said_held=bool(held))
        over += phrase("match_moved") if say.get("moved") else ""
    if say["call"] in ("pass", "redeal"):
        return phrase(say["call"], over=over)
    return phrase("bid_suit" if say.get("suit") else "bid", over=over)


# -- the bid advisor -------------------------------------------------------------


@catalog.reasons("advisor.best")
def _advisor_best(say: Say, phrase: Phrase) -> str:
    partners = say.get("partners", True)
    # another seat holds the high bid: a pass leaves it its contract, worth what the figures say
    held = say.get("held_edge") is not None
    if not say["samples"]:
        return phrase("no_samples")
    team = _team(say, phrase)
    match = say.get("match")
    if match and say.get("points"):  # the match chose a call the points alone would not
        return _advisor_match(say, phrase, match, say["points"], team)
    # where the match is known, what the call does to the chance of winning it
    in_match = _in_match(say, phrase, match, team) if match else ""
    if not say["suit"]:
        if held:  # the figure a pass is weighed by: the holder's contract (said once)
            in_match = _in_match(say, phrase, match, team, said_held=True) if match else ""
            if partners:
                return phrase("pass_held", team=team, kept=in_match, holder=holder_named(say, phrase))
            return phrase("pass_held_alone", theirs=_theirs_alone(say, phrase), kept=in_match,
                          holder=holder_named(say, phrase))  # fmt: skip
        if say.get("even"):  # the best bid's net reads "+0.0": not behind, but no gain either
            return phrase("pass_even", kept=in_match)
        if partners:  # behind the other side, or at three sides or more an average one of them
            key = "pass_partners_rivals" if _rivals(say) else "pass_partners"
            return phrase(key, team=team, kept=in_match)
        return phrase("pass_alone_one" if _heads_up(say) else "pass_alone", kept=in_match)
    if say.get("later"):
        best = _later(say, phrase, team)
    else:  # where the match is known, the best for it (the net beside it may be higher)
        best = (
            phrase("best_match", whose=_whose(say, phrase, team))
            if match and not _alike(match)
            else phrase("best")
        )
    return phrase(
        "bid",
        made=phrase("made_all" if say["bid"] == say.get("top") else "made_more"),
        you=phrase("you_partners", team=team) if partners else phrase("you_alone"),
        # at cutthroat the net counts what an average opponent takes (one of them, heads-up)
        theirs=(
            phrase("theirs_partners_rivals" if _rivals(say) else "theirs_partners", team=team)
            if partners
            else _theirs_alone(say, phrase)
        ),
        edge=say.get("edge", 0.0),
        best=best,
        forced=phrase("must_bid") if say.get("must_bid") else "",
        # what a pass would leave instead: the holder's contract (in the match, said with the chances)
        kept=(phrase("bid_kept", holder=holder_named(say, phrase)) if held and not match else "") + in_match,
    )


def _rivals(say: Say) -> bool:
    """Whether the net takes off an average one of several other sides (three partnerships or
    more, or three players or more), not the one other side's points."""
    return int(say.get("rivals", 1)) > 1


def _theirs_alone(say: Say, phrase: Phrase) -> str:
    """Whose points a net takes off at a table of each for themselves: the one opponent's
    heads-up, else an average opponent's (a point one of them takes counts against that one)."""
    return phrase("theirs_rivals" if _rivals(say) else "theirs_alone")


def _whose(say: Say, phrase: Phrase, team: str) -> str:
    return phrase("whose_partners", team=team) if say.get("partners", True) else phrase("whose_alone")


def holder_named(say: Say, phrase: Phrase) -> str | None:
    """Who keeps the contract if the seat passes, as the sentences name them ("North, your
    partner", "East"): the other seat holding the high bid, or (facts without it) the partner."""
    seat = say.get("held_by", say.get("partner"))
    if seat is None:
        return None
    holder = phrase("holder_partner" if seat == say.get("partner") else "holder_other", seat=seat)
    if say.get("held_outbid") is not None:  # how often an opponent after you takes it: counted
        return holder + phrase("unless_counted", taken_pct=percent(say.locale, say["held_outbid"]))
    # a player after the seat may yet take the contract: the figures count it as if nobody did
    return holder + phrase("unless") if say.get("held_open") else holder


def _in_match(say: Say, phrase: Phrase, match: dict[str, Any], team: str, *, said_held: bool = False) -> str:
    """The call's effect on the match, when it is also the call the points alone would make.
    Where another seat holds the contract, a pass leaves it that contract: the figures count it,
    and say so (unless the sentence before did: ``said_held``)."""
    held = holder_named(say, phrase) is not None and not said_held
    key = "match_pass_held" if held else "match_pass"
    if say["suit"]:  # a bid whose chance reads as a pass's was made for its points: said so
        # (not where the opponents after you decided it: the clause before said why, "costly")
        key = "match_bid_alike" if _alike(match) and not say.get("costly") else "match_bid"
    said = phrase(key, whose=_whose(say, phrase, team), **_match_facts(say, phrase, match, held))
    return said + smudge_note(phrase, match, say["bid"])


def _match_facts(say: Say, phrase: Phrase, match: dict[str, Any], held: bool) -> dict[str, Any]:
    """The match's facts with the words around them: the score (a total may be below zero: "6 to
    −2", not "6–-2"), and what the chance a pass leaves is ("if you pass", or where a partner
    holds the contract, "if you pass and leave the contract with North, your partner").  The
    chances are whole percentages, unless the call's and a pass's would read the same ("51%,
    against 51%") where they differ: then to a tenth."""
    holder = holder_named(say, phrase) if held else None
    # the match chose this bid over the points' call, and a pass reads alike: compared with that call
    against = match.get("points_after")
    return {
        **match,
        "score": _score(say, phrase, match),
        "if_pass": phrase("if_points")
        if against is not None
        else phrase("if_held", holder=holder)
        if held
        else phrase("if_pass"),
        "alike": phrase("alike_held", holder=holder) if held else phrase("alike_pass"),
        **({"holder": holder} if held else {}),
        # a player after you may yet outbid the bid: its chance is the chance if nobody does
        "open": phrase("if_open")
        if match.get("open") or (say.get("later") and say.get("outbid") is not None)
        else "",
        **_chances(say, match["after"], match["now"] if against is None else against),
    }


def _alike(match: dict[str, Any]) -> bool:
    """Whether the call's chance and a pass's read alike (to a tenth of a point): the points
    chose between them (:func:`pitchtutor.bots.equity.as_shown`), unless the match chose the call
    over the points' own (then compared with that call's chance)."""
    return bool(match["after"] == match["now"]) and match.get("points_after") is None


def _score(say: Say, phrase: Phrase, match: dict[str, Any]) -> str:
    """The score as the match sentences say it: "20–18" (a total below zero: "6 to −2"), or at a
    table of three or four sides, each other side named with their total ("9 to West's 7 and East's
    10"; three partnerships, "9 to 7 for North & South and 10 for East & West"; all level, "0 all")."""

    def said(total: int) -> str:
        return str(total).replace("-", "\u2212")

    others = match.get("others")
    if others and all(total == match["us"] for _, total in others):
        return phrase("score_level", total=said(match["us"]))  # "at 0 all"
    if others:  # at three partnerships, the other sides ("9 to 7 for North & South")
        named = [
            phrase("other_side_total", side=side, total=said(total))
            if say.names.teams
            else phrase("other_total", seat=side, total=said(total))
            for side, total in others
        ]
        return phrase("score_others", us=said(match["us"]), others=say.listed(named))
    negative = match["us"] < 0 or match["them"] < 0
    return phrase("score_minus" if negative else "score", us=said(match["us"]), them=said(match["them"]))


def _chances(say: Say, after: float, now: float) -> dict[str, str]:
    # to a tenth where the table's chances would read alike while they differ (the facts say so), or
    # (facts without it) where the call's and a pass's would
    close = after != now and percent(say.locale, after) == percent(say.locale, now)
    digits = 1 if say["match"].get("tenths", close) else 0
    return {"after_pct": percent(say.locale, after, digits), "now_pct": percent(say.locale, now, digits)}


def _later(say: Say, phrase: Phrase, team: str) -> str:
    """The exception for later speakers: the cheaper bid the table ranks best, and what it would
    bring if nobody outbid it -- in the match, the chance it would leave, as the match column
    shows it; else the points more a hand, or "as much".  Where the figures count the opponents
    after the seat, how often they would take it away and what each bid is worth counting that
    (``_later_counted``).  The hint's step 3 says it as a sentence of its own (its variants are
    sentences)."""
    if say.get("outbid") is not None:
        return _later_counted(say, phrase, team)
    if say.get("match"):
        return phrase("later_match")
    return phrase("later", more=_more(say, phrase))


def _heads_up(say: Say) -> bool:
    """A table of two, each for themselves: one opponent, named as such ("your opponent")."""
    return say.names.teams is None and say.names.players == 2


def _after_you(say: Say, phrase: Phrase, what: str = "after_you") -> str:
    """Who may outbid you later: "an opponent speaking after you", or heads-up "your opponent"."""
    return phrase(f"{what}_one" if _heads_up(say) else f"{what}_many")


def _more(say: Say, phrase: Phrase) -> str:
    """What the cheaper bid would score more if nobody outbid it: "as much" where both are always
    made (a pitcher scores what it takes), else how much."""
    gain = say.get("cheaper_gain", 1.0)
    return phrase("as_much") if gain < 0.05 else phrase("a_little_more", gain=gain)


def _later_counted(say: Say, phrase: Phrase, team: str) -> str:
    """The exception where the figures count the opponents after the seat: how often they would
    outbid the cheaper bid, and the worth so counted of it, of the bids between and of this one
    (in the match, the chance each leaves, to a tenth where whole percents would read alike)."""
    outbid = percent(say.locale, say["outbid"])
    match = say.get("match")
    between = say.get("between") or []  # the bids between the two, so counted
    costly = ""  # worth no more than a pass if nobody outbid it: the outbids fall mostly where it would cost
    if say.get("costly"):
        costly = phrase("costly_match", whose=_whose(say, phrase, team)) if match else phrase("costly")
    if not match:
        each = "".join(phrase("later_between", bid=b, value=v) for b, v in between)
        return phrase("later_named", more=_more(say, phrase), outbid_pct=outbid, between=each,
                      after_you=_after_you(say, phrase), costly=costly)  # fmt: skip
    digits = 1 if match.get("tenths") else 0  # as the chart shows the column
    chances = [say["guarded"], say["cheaper_guarded"], *(v for _, v in between)]
    # the chances counting the opponents differ: to a tenth where whole percents would not show it
    close = digits or len({percent(say.locale, c) for c in chances}) < len(set(chances))

    def pct(chance: float) -> str:
        return percent(say.locale, chance, 1 if close else 0)

    return phrase(
        "later_match_named",
        after_you=_after_you(say, phrase),
        whose=_whose(say, phrase, team),
        cheaper_pct=percent(say.locale, say["cheaper_after"], digits),
        outbid_pct=outbid,
        guarded_pct=pct(say["guarded"]),
        cheaper_guarded_pct=pct(say["cheaper_guarded"]),
        between="".join(phrase("later_between_match", bid=b, value_pct=pct(v)) for b, v in between),
        costly=costly,
    )


def smudge_note(phrase: Phrase, match: dict[str, Any], bid: int) -> str:
    """Where the call is the top bid and a smudge wins the match: why the match values it so."""
    return phrase("smudge_note", bid=bid) if match.get("smudge") else ""


def _advisor_match(say: Say, phrase: Phrase, match: dict[str, Any], points: dict[str, Any], team: str) -> str:
    """The advice where the match's totals chose another call than the points would."""
    whose = _whose(say, phrase, team)
    # the points' own call may be the later speakers' exception: then not their best net, and said so
    on_points = (
        phrase("points_bid_later" if points.get("later") else "points_bid", points_bid=points["bid"],
               points_suit=points["suit"], points_edge=points["edge"],
               after_you=_after_you(say, phrase))
        if points["bid"]
        # a pass under another's bid is not "no bid gains": it leaves a contract worth more than any
        else phrase("points_pass_held", holder=phrase("holder_other", seat=say["held_by"]))
        if say.get("held_by") is not None and say.get("held_edge") is not None
        else phrase("points_pass")
    )  # fmt: skip
    holder = holder_named(say, phrase)  # another holds the high bid: a pass leaves its contract
    held = holder is not None
    facts = _match_facts(say, phrase, match, held)
    # the match chose by less than a point of percentage: it tipped the call, no more
    facts["moved"] = phrase("moved_narrow", whose=whose) if match.get("narrow") else phrase("moved_more")
    if not say["suit"]:
        leaves = phrase("held_leaves", holder=holder) if held else phrase("pass_leaves")
        return phrase("match_moved_pass", whose=whose, on_points=on_points, pass_leaves=leaves, **facts)
    best = _later(say, phrase, team) if say.get("later") else phrase("best")
    forced = phrase("must_bid") if say.get("must_bid") else ""
    said = phrase("match_moved_bid", whose=whose, on_points=on_points, best=best, forced=forced, **facts)
    return said + smudge_note(phrase, match, say["bid"])


@catalog.reasons("advisor.disagree")
def _advisor_disagree(say: Say, phrase: Phrase) -> str:
    best = say["best"]  # the advice, said again for the reader in the reader's language
    advice = render(best["key"], best["facts"], say.names, say.locale)
    partners = say.get("partners", True)
    made = phrase("made")
    if say["thumb_bid"] > say["bid"] > 0:
        # A made bid scores the points taken, whatever was bid: the higher bid only risks more.
        why = phrase("why_more", made=made)
    elif say["thumb_bid"] > say["bid"] and best["facts"].get("held_edge") is not None:
        # the advice is to pass and leave another seat's contract, worth more than any bid
        facts = best["facts"]
        # the holder by name alone: the advice before it said whose side they are on
        holder = phrase("holder_other", seat=facts.get("held_by", facts.get("partner")))
        if partners:
            why = phrase(
                "why_held", made=made, team=_team(say, phrase), holder=holder, held_bid=facts["held_bid"]
            )
        else:
            why = phrase("why_held_alone", made=made, holder=holder, held_bid=facts["held_bid"])
    elif say["thumb_bid"] > say["bid"]:  # the advice is to pass: no bid gains on average
        gains = phrase("gains_partners", team=_team(say, phrase)) if partners else phrase("gains_alone")
        why = phrase("why_none", made=made, gains=gains)
    else:
        why = phrase("why_count", others=_others(say, phrase, partners))
    if say.get("match"):  # the match's totals, not the points, chose the advice's call
        why = phrase("why_match")
    thumb = phrase("thumb_bid" if say["thumb_bid"] else "thumb_pass")
    return phrase("says", advice=advice, thumb=thumb, why=why)


# -- the exact analysis ----------------------------------------------------------


def _you_end(say: Say, phrase: Phrase) -> str:
    """Who ends the hand with the value: the reader's side, or, with nobody's partner, the reader."""
    return phrase("end_alone") if alone(say) else phrase("end_partners", team=_team(say, phrase))


@catalog.reasons("analysis.best_card")
def _best_card(say: Say, phrase: Phrase) -> str:
    others = [phrase("other", card=code) for code in say["equal"] if code != say["card"]]
    also = ""
    if others:
        either = (
            others[0] if len(others) == 1 else phrase("either", some=", ".join(others[:-1]), last=others[-1])
        )
        also = phrase("also_one" if len(others) == 1 else "also_many", others=either)
    return phrase("best", you_end=_you_end(say, phrase), also=also)


@catalog.reasons("analysis.better_card")
def _better_card(say: Say, phrase: Phrase) -> str:
    return phrase("better", you_end=_you_end(say, phrase))


# -- the review of a hand --------------------------------------------------------


def _how(say: Say, phrase: Phrase) -> str:
    return phrase("how_exact" if say["exact"] else "how_average")


@catalog.reasons("review.good")
def _review_good(say: Say, phrase: Phrase) -> str:
    return phrase("good", how=_how(say, phrase))


@catalog.reasons("review.mistake")
def _review_mistake(say: Say, phrase: Phrase) -> str:
    # "for your side", or a seat's: "for West's side"
    side = "whom_your_side" if say.names.is_you(say["seat"]) else "whom_side"
    whom = phrase("whom_alone") if alone(say) else phrase(side, team=_team(say, phrase))
    return phrase("mistake", whom=whom, how=_how(say, phrase))


@catalog.reasons("review.mistake_taken")
def _review_mistake_taken(say: Say, phrase: Phrase) -> str:
    side = "whom_your_side" if say.names.is_you(say["seat"]) else "whom_side"
    whom = phrase("whom_alone") if alone(say) else phrase(side, team=_team(say, phrase))
    others = phrase("others_alone" if alone(say) else "others_partners")
    return phrase("mistake", whom=whom, others=others, how=_how(say, phrase))


@catalog.reasons("review.summary")
def _review_summary(say: Say, phrase: Phrase) -> str:
    plays, best = say["plays"], say["best"]
    if not plays:
        return phrase("none")
    made = phrase("made")
    if best == plays:
        # the side's bid set with no mistake here: say so, or "as good as the best" reads as a riddle
        lost = say.get("bid_lost") or "all"
        return phrase(f"{lost}_one" if plays == 1 else f"{lost}_many", made=made)
    loss = phrase("lost")
    if plays == 1:
        return phrase("one_missed", made=made, loss=loss)
    missed = plays - best
    good = phrase("good_none" if best == 0 else "good_one" if best == 1 else "good_many")
    if missed == 1:
        return phrase("other", made=made, good=good, loss=loss)
    others = phrase("they" if best == 0 else "the_others", missed=missed)
    return phrase("others", made=made, good=good, others=others, loss=loss)


catalog.load(__name__)  # the words of these sentences, and of those that only fill in facts
