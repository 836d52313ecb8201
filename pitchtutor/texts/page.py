"""The page's own words: the widgets' buttons, chips, badges, headings and status lines.

The tutor's sentences are templates (rule keys, rendered for a reader); the words
around them are fixed, so each locale has one *catalog*: a word key and its
template, ``{name}`` marking a value put in when the word is said
(``"Hand {number}"``).  The widgets get their language's catalog as a synced
trait (``words``) and say each word through one helper, ``word(key, vars)`` in
``widgets/src/dom.js``; Python says the same words through :func:`word` (a quiz's
question and verdict, a notice).  English is :data:`WORDS`; ``pt`` and ``fr``
register theirs (``pitchtutor.texts.<locale>.page``), with the same keys and the
same placeholders (the tests hold them to it); the pseudo-locale ``xx`` is made
from English (see :func:`pitchtutor.explain.pseudo`), placeholders kept.

Keys are grouped by where they are shown: ``suit.*`` (a suit's name on a chip),
``kernel.*`` (the banner when the lesson's kernel stops), ``static.*`` (the
picture of a widget for pages that run no widget code), ``table.*``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping

from pitchtutor.explain import ENGLISH, PSEUDO, check_locale, pseudo, unsigned_zero
from pitchtutor.rules import Ruleset

WORDS: dict[str, str] = {
    # a suit's name beside its symbol ("Trump: ♥ hearts")
    "suit.S": "spades",
    "suit.H": "hearts",
    "suit.D": "diamonds",
    "suit.C": "clubs",
    # the banner when the lesson's kernel is gone (the README's "When things go wrong" quotes them)
    "kernel.restart": "Restart the lesson",
    "kernel.stopped": "The lesson's Python kernel has stopped, so the cards cannot answer any more. "
    "Your quiz results are kept.",
    "kernel.reconnecting": "The connection to the lesson was lost; reconnecting… If this lasts, the server "
    "may have restarted: restart the lesson.",
    "kernel.lost": "The connection to the lesson is lost: the server may have restarted.",
    "kernel.no_answer": "No answer from the lesson's Python kernel. If this lasts, restart the lesson: "
    "your quiz results are kept.",
    # the static picture, for pages that run no widget code
    "static.note": "Open this notebook in Voila or JupyterLab to use it.",
    "static.table": "A Pitch table",
    "static.players": "{count} players.",
    "static.your_cards": "Your cards: {cards}",
    "static.table_note": "Open this notebook in Voila or JupyterLab to play.",
    "static.quiz_note": "Open this lesson in Voila or JupyterLab to answer.",
    # the card table: its frame, tools and switches
    "table.aria": "Pitch card table",
    "table.tutor": "Tutor",
    "table.commentary": "The tutor's commentary",
    "table.hints": "Hints",
    "table.four_colour": "Four-colour deck",
    "table.take_back": "Take back",
    "table.take_back_title": "Take back your last move",
    "table.restart": "Restart hand",
    "table.restart_title": "Play this deal again from the start",
    "table.back": "◀ Back",
    "table.back_title": "One move back",
    "table.forward": "Forward ▶",
    "table.forward_title": "The next move of the hand, with why",
    "table.trick": "Trick ▶▶",
    "table.trick_title": "Forward to the end of this trick (in the auction: to its end)",
    "table.end": "End ▶▶|",
    "table.end_title": "Straight to the end of the hand and its score sheet",
    "table.busy_answering": "One moment: the table is still answering your last move.",
    "table.busy_playing": "One moment: the other players are still making their moves.",
    "table.hint_spent": "That was the last hint for this move: step 3 names the move.",
    "table.replay_start": "This is the start of the hand: Forward ▶ shows its first move.",
    "table.replay_end": "This is the end of the hand: ◀ Back steps through it again.",
    # the bar over the felt
    "table.phase.auction": "Bidding",
    "table.phase.play": "Play",
    "table.phase.over": "Hand over",
    "table.phase.redeal": "Thrown in",
    "table.phase.match-over": "Match over",
    "table.hand_number": "Hand {number}",
    "table.dealer_chip": "Dealer:",
    "table.trump_chip": "Trump:",
    "table.bid_chip": "Bid:",
    "table.to_target": "to {target}",
    "table.trump_unset": "not yet set",
    "table.bid_by": "{bid} by {seat}",
    "table.bid_high": "high {bid} ({seat})",
    "table.bid_none": "none yet",
    "table.call": "{name}: {label}",
    # the seats, the trick and the viewer's hand
    "table.face_down": "face-down card",
    "table.to_lead": "{name} to lead: the first card led sets trump.",
    "table.to_lead_you": "{name} to lead: the first card led sets trump.",
    "table.badge_dealer": "Dealer",
    "table.badge_pitcher": "Pitcher · {bid}",
    "table.badge_partner": "Partner",
    "table.badge_dealer_f": "Dealer",
    "table.badge_partner_f": "Partner",
    "table.tricks_one": "{count} trick",
    "table.tricks_many": "{count} tricks",
    "table.seat_hand_one": "{name}'s hand, {count} card",
    "table.seat_hand_many": "{name}'s hand, {count} cards",
    "table.trick_number": "Trick {number}",
    "table.played_by": "{card}, played by {seat}",
    "table.played_by_winning": "{card}, played by {seat}, winning the trick",
    "table.playable": "{card}, playable",
    "table.not_playable": "{card}, not playable",
    "table.your_turn_bid": "your turn to bid",
    "table.your_turn_play": "your turn to play",
    "table.your_hand": "Your hand",
    "table.hand_why": "Your cards that may be played stand out; try any card to hear why.",
    "table.idle_computer": "The computer plays this hand: press Forward ▶ to see its next move.",
    "table.idle_auction_you": "The auction comes first: choose a call in the bidding box; the cards are played "
    "after it.",
    "table.idle_auction": "The auction comes first: the cards are played once everyone has bid.",
    "table.idle_turn": "It is {name}'s turn to play, not yours: wait for your turn.",
    # the side: score, hints, bid advisor, last line
    "table.score_head": "Score · to {target}",
    "table.in_the_bog": "In the bog: below zero after a set-back",
    "table.match_won": "{name} won the match.",
    "table.hint_1": "Hint",
    "table.hint_2": "A stronger hint",
    "table.hint_3": "Show me the move",
    "table.hint_none": "No more hints",
    "number.decimal_mark": ".",
    "number.percent": "{value}%",
    "table.advisor": "Bid advisor",
    "table.advisor_chance": "chance to make a bid of",
    "table.advisor_pitch": "Pitch",
    "table.advisor_points": "points",
    "table.advisor_net": "net",
    "table.advisor_net_tip": "Your side's points less the other side's, at this suit's best bid (a set-back counts): the figure the advice ranks by",
    "table.advisor_net_tip_sides": "Your side's points less an average opposing side's, at this suit's best bid (a set-back counts): the figure the advice ranks by",
    "table.advisor_net_tip_rivals": "Your points less an average opponent's, at this suit's best bid (a set-back counts): the figure the advice ranks by",
    "table.advisor_net_tip_match": "Your side's points less the other side's, at this suit's best bid (a set-back counts)",
    "table.advisor_net_tip_rivals_match": "Your points less an average opponent's, at this suit's best bid (a set-back counts)",
    "table.advisor_net_tip_opponent": "Your points less your opponent's, at this suit's best bid (a set-back counts): the figure the advice ranks by",
    "table.advisor_net_tip_opponent_match": "Your points less your opponent's, at this suit's best bid (a set-back counts)",
    "table.advisor_match": "match",
    "table.advisor_match_tip": "Your side's chance of winning the match once this hand is scored, at this suit's best bid for the match (after a pass: {now}): at this score, the figure the advice ranks by",
    "table.advisor_match_tip_alone": "Your chance of winning the match once this hand is scored, at this suit's best bid for the match (after a pass: {now}): at this score, the figure the advice ranks by",
    "table.advisor_net_at": "at a bid of {bid}",
    "table.advisor_net_bid": "at {bid}",
    "table.advisor_advised": "the advice",
    "table.advisor_pass_held": "Pass: {name} holds {bid}",
    "table.advisor_pass_held_tip": "A pass leaves the contract at {bid} with {name}, your partner{unless}: what that contract is worth to your side on the same deals, in points and in the match, as the advice weighs a pass",
    "table.advisor_pass_taken_tip": "A pass leaves the contract at {bid} with {name}{unless}: what that contract is worth to your side on the same deals, in points and in the match, as the advice weighs a pass",
    "table.advisor_pass_taken_tip_alone": "A pass leaves the contract at {bid} with {name}{unless}: what that contract is worth to you on the same deals, in points and in the match, as the advice weighs a pass",
    "table.advisor_unless_counted": " (an opponent after you would take it on about {pct} of these deals, and the figures count that)",
    "table.advisor_unless": " (if nobody after you takes it)",
    "table.thumb": "Rule of thumb",
    "table.felt_score": "Score: {totals} (to {target})",
    # over the felt: the auction, the bidding box, the score sheet, a thrown-in deal
    "table.auction": "The auction",
    "table.next_to_bid": "Next to bid: {name}. Press Forward ▶.",
    "table.to_bid_waiting": "{name} to bid…",
    "table.to_bid_waiting_you": "{name} to bid…",
    "table.speaks_first": "{name} speaks first, left of the dealer.",
    "table.speak_first_you": "{name} speak first, left of the dealer.",
    "table.your_bid": "Your bid",
    "table.seat_bid": "{name}'s bid",
    "table.seat_to_bid": "{name} to bid",
    "table.choose_call": "Choose a call. A greyed call says why it is not allowed.",
    "table.bid_label": "Bid {label}",
    "table.not_allowed": "{label}, not allowed",
    "table.advisor_pointer_pass": "The bid advisor says pass; its figures are in the tutor's panel.",
    "table.advisor_pointer_bid": "The bid advisor says bid {bid} and pitch {suit}; its figures are in the tutor's panel.",
    "table.advisor_show": "Show its figures",
    "table.advisor_title": "What pitching each suit would bring, from random deals of the other hands",
    "table.sheet": "Score of the hand",
    "table.sheet_made": "Hand {number}: {side} bid {bid} — made",
    "table.sheet_set": "Hand {number}: {side} bid {bid} — set back",
    "table.col_point": "Point",
    "table.col_card": "Card",
    "table.col_side": "Scores for",
    "table.col_why": "Why",
    "table.undealt": "not dealt",
    "table.undealt_card": "{card}, not dealt",
    "table.totals": "Totals: {totals}",
    "table.review": "Review of your play",
    "table.review_ask": "Review my play",
    "table.new_match": "New match",
    "table.next_hand": "Next hand",
    "table.thrown_in": "Cards thrown in",
    "table.deal_again": "Deal again",
    "table.not_understood": "the table got a message it does not understand: {what}",
    "table.unknown_message": "the table got an unknown message type {kind}",
    "table.seat_number": "seat must be a number, not {seat}",
    "table.bug": "Something went wrong ({error}); the table is unchanged.",
    "table.unreadable": "this is not a hand record, a deal or a set of rules the tutor can use (point at this line for the reason, in English)",
    # a table's rules chip: the preset, then the house rules that differ by their keys
    "table.preset.partnership": "partnership",
    "table.preset.cutthroat": "cutthroat",
    "table.preset.setback": "setback",
    "table.preset.auction": "auction",
    # the learner's progress
    "progress.title": "Your progress",
    "progress.passed": "Quizzes passed: {passed} of {total}",
    "progress.passed_all": "✓ Quizzes passed: {passed} of {total}",
    "progress.count": "Quizzes: {passed}/{total}",
    "progress.count_all": "✓ Quizzes: {passed}/{total}",
    # the quizzes: what Python says (questions, verdicts, a wrong input)
    "quiz.error_message": "the quiz got a message it does not understand: {content}",
    "quiz.error_bug": "Something went wrong ({error}); try again.",
    "quiz.right_answer": "Right: {answer}.",
    "quiz.not_quite": "Not quite: {what}.",
    "quiz.count_right": "{right} of {total} right.",
    "quiz.nobody": "Nobody",
    "quiz.cards_one": "{count} card",
    "quiz.cards_many": "{count} cards",
    "quiz.which_wins.prompt": "Which card wins this trick?",
    "quiz.which_wins.first_trick": "trick 1",
    "quiz.which_wins.the_trick": "the trick",
    "quiz.which_wins.right": "Right: {card} wins.",
    "quiz.which_wins.wrong": "Not {card}: {winner} wins.",
    "quiz.which_wins.lower": "{Card} is lower than {winner} in the same suit.",
    "quiz.which_wins.not_trump": "{Card} is not a trump, and a trump ({winner}) beats every other suit.",
    "quiz.which_wins.off_suit": "{Card} neither follows the suit led nor is a trump, so it cannot win.",
    "quiz.which_wins.not_in_trick": "{card} is not in this trick",
    "quiz.legal.prompt": "Click every card you may play now, then press Check.",
    "quiz.legal.rule_anytime": "you may always trump instead of following suit",
    "quiz.legal.rule_strict": "strict follow-suit: a trump only when you cannot follow",
    "quiz.legal.choose": "choose the cards you may play, then check",
    "quiz.legal.only_yours": "only cards in your hand can be chosen",
    "quiz.legal.left_out": "you left out {cards} you may play",
    "quiz.legal.chose_wrong": "you chose {cards} you may not play",
    "quiz.legal.line": "{card}: {why}",
    "quiz.legal.both": "{first} and {second}",
    "quiz.legal.all": "Right: you may play all {held} of your cards.",
    "quiz.legal.only": "Right: you may play your card.",
    "quiz.legal.some": "Right: you may play {legal} of your {held} cards.",
    "quiz.pips.prompt": "These cards were captured. How many pips do they count for Game?",
    "quiz.pips.type": "type the number of pips",
    "quiz.pips.right": "Right: {total} pips.",
    "quiz.pips.wrong": "Not {value}: these cards count {total} pips.",
    "quiz.counter.prompt": "The cards rank for tricks from the Ace down to the 2. Click cards to put them in your tricks: the tutor counts their pips for Game.",
    "quiz.counter.choose": "choose cards from the row",
    "quiz.counter.pile_one": "Your pile counts {count} pip.",
    "quiz.counter.pile_many": "Your pile counts {count} pips.",
    "quiz.best.prompt": "Which card should you play? Every hand is shown face up.",
    "quiz.best.bid": "{seat} bid {bid}",
    "quiz.best.right": "Right: the {card}.",
    "quiz.best.better": "The {best} is better than the {card}.",
    "quiz.who_scores.prompt": "Who scores each point of this hand?",
    "quiz.who_scores.choose": "choose who scores every point first",
    "quiz.change.prompt_change": "{seat} bid {bid}. By how much does each side's total change? (Type a negative number for a set-back.)",
    "quiz.change.prompt_total": "{seat} bid {bid}. What is each side's total after this hand? (Below zero is allowed: that is in the bog.)",
    "quiz.change.type": "type the change for every side",
    "quiz.change.whole": "type a whole number for every side, such as 3 or -2",
    "quiz.match.prompt": "The target is {target}. Who wins the match when this hand is scored?",
    "quiz.match.nobody_yet": "Nobody yet",
    "quiz.match.goes_on": "nobody wins yet; the match goes on",
    "quiz.match.wins": "{side} wins the match",
    "quiz.match.win": "{side} win the match",
    "quiz.match.choose": "choose a side, or nobody yet",
    "quiz.bid_legal.prompt": "{role}. May you {doing} now?",
    "quiz.bid_legal.dealer": "You are the dealer",
    "quiz.bid_legal.your_turn": "It is your turn",
    "quiz.bid_legal.pass": "pass",
    "quiz.bid_legal.redeal": "demand a redeal",
    "quiz.bid_legal.bid": "bid {label}",
    "quiz.bid_legal.answer": "answer yes or no",
    "quiz.bid_legal.right_allowed": "Right: it is allowed.",
    "quiz.bid_legal.right_not": "Right: it is not allowed.",
    "quiz.bid_legal.wrong_allowed": "Not so: in fact it is allowed.",
    "quiz.bid_legal.wrong_not": "Not so: in fact it is not allowed.",
    "quiz.advice.prompt": "What would you bid with this hand?",
    "quiz.advice.choose": "choose one of the calls shown",
    "quiz.advice.sound_bid": "A sound call.",
    "quiz.advice.sound_pass": "A sound pass.",
    "quiz.advice.bold": "Bolder than the count supports: you risk being set back.",
    "quiz.advice.cautious": "More cautious than the count: you may be giving the contract away.",
    "quiz.seat.first_you": "{name} deal. Who bids first?",
    "quiz.seat.first": "{name} deals. Who bids first?",
    "quiz.seat.thrown_in": "{name} dealt; everyone passed and the cards were thrown in. Who deals next?",
    "quiz.seat.scored": "{name} dealt; the hand was played and scored. Who deals next?",
    "quiz.seat.click": "click a seat",
    "quiz.seat.right": "Right: {name}.",
    "quiz.seat.no": "No: {name}.",
    # the quizzes: what the page shows
    "quiz.passed": "✓ Passed",
    "quiz.passed_before": "✓ Passed before",
    "quiz.try_again": "Try again: change your answer and check once more.",
    "quiz.try_again_pick": "Try again: choose another answer.",
    "quiz.check": "Check",
    "quiz.played_by": "{card}, played by {seat}",
    "quiz.trump": "Trump:",
    "quiz.led": "Led:",
    "quiz.rule": "Rule:",
    "quiz.rules": "Rules:",
    "quiz.pitcher": "Pitcher:",
    "quiz.bid": "Bid:",
    "quiz.dealer": "Dealer:",
    "quiz.unset": "not yet set",
    "quiz.pair": "{name}: {value}",
    "quiz.trick_order": "The trick, in the order played",
    "quiz.so_far_aria": "Played so far to this trick",
    "quiz.so_far": "Played so far:",
    "quiz.so_far_trick": "Played so far to this trick:",
    "quiz.you_lead": "You lead this trick.",
    "quiz.click_legal": "Your hand — click the cards you may play:",
    "quiz.click_best": "Your hand — click the card you would play:",
    "quiz.your_hand": "Your hand",
    "quiz.hands_and_tricks": "The hands as dealt, and the six tricks",
    "quiz.trick_winner": "Trick {number} → {winner}",
    "quiz.who_scores_point": "Who scores {point}?",
    "quiz.nobody_spoken": "nobody has spoken yet",
    "quiz.you_speak_first": "you speak first",
    "quiz.auction_so_far": "The auction so far: {calls}",
    "quiz.yes_allowed": "Yes, it is allowed",
    "quiz.no_not": "No, it is not allowed",
    "quiz.captured": "The captured cards",
    "quiz.pips": "Pips",
    "quiz.pips_label": "Pips:",
    "quiz.highest_first": "The cards, highest first",
    "quiz.rank_of": "{card}, rank {order} of {count}",
    "quiz.pip_one": "{count} pip",
    "quiz.pip_many": "{count} pips",
    "quiz.points_went": "The points went to:",
    "quiz.totals_before": "The totals before this hand:",
    "quiz.totals_before_line": "Totals before this hand: {totals}",
    "quiz.total_for": "Total for {name} after this hand",
    "quiz.change_for": "Change for {name}",
    "quiz.who_wins_match": "Who wins the match?",
    "quiz.seats_clockwise": "The seats around the table, clockwise",
    "quiz.seat_dealer": "{name} (dealer)",
    "quiz.clockwise": "play goes clockwise ↻",
    # the puzzle trainer (practice): its bar, the puzzle, the verdict and the learner's panel
    "trainer.aria": "Puzzle trainer",
    "trainer.mode": "Mode",
    "trainer.mode.rated": "Rated",
    "trainer.mode.streak": "Streak",
    "trainer.theme": "Theme",
    "trainer.theme_count": "{label} ({count})",
    "trainer.theme.mixed": "Mixed",
    "trainer.theme.pitch": "The pitch: the first card",
    "trainer.theme.lead_trumps": "Lead trumps",
    "trainer.theme.protect_jack": "Protect the Jack",
    "trainer.theme.catch_the_ten": "Catch the ten",
    "trainer.theme.feed_partner": "Feed your partner",
    "trainer.theme.duck": "Duck",
    "trainer.theme.win_cheaply": "Win cheaply",
    "trainer.theme.endgame": "The endgame",
    "trainer.theme.count_before_bid": "Count before you bid",
    "trainer.theme.dealer_privilege": "The dealer's privilege",
    "trainer.theme.pass": "When to pass",
    "trainer.preset.partnership": "Partnership",
    "trainer.preset.cutthroat": "Cutthroat",
    "trainer.preset.setback": "Setback",
    "trainer.streak_bar": "Streak {streak} · best {best}",
    "trainer.next": "Next puzzle →",
    "trainer.export": "Export my progress",
    "trainer.import": "Import…",
    "trainer.import_aria": "Import progress from a file",
    "trainer.prompt_bid": "What do you call?",
    "trainer.prompt_card": "Which card do you play?",
    "trainer.rules": "{preset}, {players} players",
    "trainer.rules_partners": "{preset}, {players} players, you and North are partners",
    "trainer.contract": "{seat} bid {bid}",
    "trainer.review": "↻ A puzzle you missed, back for review",
    "trainer.review_move": "A review is not rated: your rating stays at {rating}. It moves on new puzzles.",
    "trainer.rules_chip": "Rules:",
    "trainer.dealer_chip": "Dealer:",
    "trainer.trump_chip": "Trump:",
    "trainer.contract_chip": "Contract:",
    "trainer.call": "{seat}: {call}",
    "trainer.nobody_spoken": "nobody has spoken yet",
    "trainer.auction": "The auction so far: {calls}",
    "trainer.trick": "Trick {number} → {winner}",
    "trainer.played_by": "{card}, played by {seat}",
    "trainer.on_table": "On the table:",
    "trainer.you_lead": "You lead to this trick.",
    "trainer.hand_click": "Your hand — click the card you play:",
    "trainer.hand": "Your hand:",
    "trainer.hand_aria": "Your hand",
    "trainer.call_aria": "Your call",
    "trainer.pass_button": "Pass",
    "trainer.bid_button": "Bid {bid}",
    "trainer.hold_button": "Hold at {bid}",
    "trainer.the_card": "the {card}",
    "trainer.bid_choice": "bid {bid}",
    "trainer.hold_choice": "hold at {bid}",
    "trainer.pass_choice": "pass",
    "trainer.right": "Right: {choice} is best.",
    "trainer.not": "Not {choice}: {answer} is best.",
    "trainer.you_chose": "You chose {choice}: on the same deals it is worth {yours}, {less} a hand less than {answer}.",
    "trainer.points_one": "{count} point",
    "trainer.points_many": "{count} points",
    "trainer.deals_exact": "every one of the {count} deals",
    "trainer.deals_sampled": "{count} sampled deals",
    "trainer.taught": " → {rating} after your first try",
    "trainer.move": "Your rating: {before} → {after} ({delta}). Puzzle rating: {rating}{taught}.",
    "trainer.streak_on": "Streak: {streak}. Keep going!",
    "trainer.streak_over": "The streak is over (streaks are not rated).",
    "trainer.values_title": "What each choice is worth to your side, on average over {deals}:",
    "trainer.values_title_alone": "What each choice is worth to you, on average over {deals}:",
    # a call's figure is a net: what the bidder's side takes less what the others do
    "trainer.values_title_net": "What each call is worth to your side less the other side's points, on average over {deals}:",
    "trainer.values_title_net_one": "What each call is worth to you less your opponent's points, on average over {deals}:",
    "trainer.values_title_net_rivals": "What each call is worth to you less an average opponent's points, on average over {deals}:",
    "trainer.col_choice": "choice",
    "trainer.col_points": "points",
    "trainer.yours": "{choice} (yours)",
    "trainer.exact": "exact",
    "trainer.themes": "Themes: {themes}",
    "trainer.your_rating": "Your rating",
    "trainer.chart_aria": "Your rating over your last {count} puzzles, now {rating}",
    "trainer.chart_empty": "Your rating over time will show here",
    "trainer.counts": "Rated puzzles solved: {solved} of {attempts} · to review: {reviews}{due} · Streak record: {best}",
    "trainer.due": " ({due}\u00a0due\u00a0now)",  # kept on one line: a phone broke it after the number
    "trainer.strong": "Strengths: {themes}",
    "trainer.weak": "To work on: {themes}",
    "trainer.by_theme": "By theme",
    "trainer.theme_score": "{label}: {solved} of {attempts}",
    "trainer.no_puzzle": "there is no puzzle to answer: ask for the next one",
    "trainer.bad_choice": "that is not a card or a call: {value}",
    "trainer.answered": "This puzzle is answered: go on to the next one.",
    "trainer.not_imported": "That file was not imported: {reason}",
    "trainer.not_a_learner": "it is not a progress file exported by this trainer, or it was changed",
    "trainer.imported": "Imported: rating {rating}, {count} puzzles in the history.",
    "trainer.not_understood": "the trainer got a message it does not understand",
    "trainer.bug": "Something went wrong ({error}); try the next puzzle.",
    "trainer.static": "Rated puzzles: a position from a real hand, what you would play or call, checked by the engine and explained with the numbers.",
    # the quick-count drills (practice)
    "drill.aria": "Quick-count drills",
    "drill.label": "Drill",
    "drill.mixed": "Mixed",
    "drill.kind.pips": "Count the pips",
    "drill.kind.scores": "Who scores",
    "drill.kind.legal": "Legal cards",
    "drill.next": "Next drill →",
    "drill.pips_prompt": "How many pips for Game do these captured cards count?",
    "drill.pips": "{count} pips",
    "drill.point": "{point}: {side}",
    "drill.nobody": "nobody",
    "drill.say_who": "say who scores every point first",
    "drill.choose": "choose the cards you may play",
    "drill.right": "Right, in {seconds} s.",
    "drill.not_quite": "Not quite: {right}.",
    "drill.pace": "{drill}: {answers} right answers timed, median {recent} s.",
    "drill.pace_one": "{drill}: 1 right answer timed, {recent} s.",
    "drill.pace_faster": "{drill}: median of your last {last} answers {recent} s, of the earlier ones {earlier} s: {change} faster.",
    "drill.pace_slower": "{drill}: median of your last {last} answers {recent} s, of the earlier ones {earlier} s: {change} slower.",
    "drill.not_understood": "the drill got a message it does not understand",
    "drill.bug": "Something went wrong ({error}).",
    "drill.static": "Quick-count drills: Game pips, who scores each point, which cards you may play.",
    # the teacher's controls (teacher.ipynb) and the table with a choice of preset (lesson 11)
    "teacher.tab.rules": "Rules",
    "teacher.tab.deal": "Deal",
    "teacher.tab.record": "Hand record",
    "teacher.step_back": "◀ Step back",
    "teacher.step_back_tip": "Take back one move (step forward replays it)",
    "teacher.step_forward": "Step forward ▶",
    "teacher.step_forward_tip": "The next move: a recorded one, else the computer's",
    "teacher.undo": "Undo my move",
    "teacher.undo_tip": "Take back the last move of a human seat",
    "teacher.restart": "Restart hand",
    "teacher.restart_tip": "The same deal from the start",
    "teacher.show_all": "Show all hands",
    "teacher.show_all_tip": "Show every hand face up to the class",
    "teacher.autoplay": "Computer plays the other seats",
    "teacher.projector": "Projector",
    "teacher.projector_tip": "Large type for the back of the room; the tutor stays beside the table",
    "teacher.preset": "Preset",
    "teacher.players": "Players",
    "teacher.apply": "Start a match with these rules",
    "teacher.seed": "Seed",
    "teacher.seed_placeholder": "any number, or empty",
    "teacher.random_deal": "Deal at random",
    "teacher.or_type": "Or type the hands:",
    "teacher.typed_placeholder": "One line per seat, six cards each, for example\nseat 0: AS KH 10h 7d 4c 2s",
    "teacher.dealer": "Dealer",
    "teacher.deal_typed": "Deal these hands",
    "teacher.course_records": "Course hand",
    "teacher.record_lesson": "Lesson {number} · {title}",
    "teacher.load": "Load",
    "teacher.load_tip": "Load the chosen record",
    "teacher.upload": "Load a file…",
    "teacher.upload_tip": "A hand record saved as a file (JSON, at most 32 KB)",
    "teacher.load_file": "Load the file",
    "teacher.paste_placeholder": 'Or paste a hand record: {"rules": "partnership", "dealer": 0, "hands": [...]}',
    "teacher.load_pasted": "Load the pasted record",
    "teacher.save": "Save this hand as a record",
    "teacher.download": "Download pitch-hand.json",
    "teacher.no_records": "No hand records beside this notebook.",
    "teacher.static": "A teacher's controls around a Pitch table.",
    "teacher.preset_static": "A Pitch table with a choice of preset.",
    "teacher.done": "{label}: done.",
    "teacher.failed": "{label}: {error}",
    "teacher.bug": "{label}: something went wrong ({error})",
    "teacher.seed_error": "the seed must be a whole number, not {text}",
    "teacher.choose_record": "choose one of the course's hand records first",
    "teacher.not_course_record": "{name} is not one of the course's hand records",
    "teacher.too_large": "{name} is larger than {size} KB: not a hand record",
    "teacher.not_text": "{name} is not a text file (UTF-8 JSON)",
    "teacher.too_long": "the hand record is longer than {count} characters",
    "teacher.the_record": "the record {name}",
    "teacher.the_file": "the file",
    "teacher.pasted": "the pasted text",
    "teacher.rule.teams": "Teams",
    "teacher.rule.target": "Target",
    "teacher.rule.min_bid": "Minimum bid",
    "teacher.rule.dealer_may_hold": "Dealer may hold",
    "teacher.rule.all_pass": "All pass",
    "teacher.rule.bid_four_ends_auction": "Bid of 4 ends the auction",
    "teacher.rule.smudge_wins_match": "Smudge wins the match",
    "teacher.rule.low_to": "Low to",
    "teacher.rule.game_tie": "Tied Game",
    "teacher.rule.no_junk": "No junk (defenders score nothing)",
    "teacher.rule.ten_of_trump_point": "10 of trump is a point",
    "teacher.rule.three_of_trump_point": "3 of trump is a point",
    "teacher.rule.trump_anytime": "May trump instead of following",
    "teacher.rule.pitcher_must_win": "Only a pitcher can win",
    "teacher.rule.coke_hand": "Coke hand may redeal",
    "teacher.choice.no_teams": "each for themselves",
    "teacher.choice.teams": "{count} teams",
    "teacher.choice.redeal": "redeal",
    "teacher.choice.dealer-bids": "dealer must bid at least 2",
    "teacher.choice.holder": "holder",
    "teacher.choice.capturer": "capturer",
    "teacher.choice.none": "scores nothing",
    "teacher.choice.defenders": "to the defenders",
    "teacher.record.auction-all-passed-setback": "Setback: everyone passes to the dealer",
    "teacher.record.auction-dealer-hold": "The dealer holds the bid at 2",
    "teacher.record.auction-second-seat": "Second to speak, after a bid of 2",
    "teacher.record.bid-ace-and-two": "What to bid: the Ace and the 2",
    "teacher.record.bid-strong": "What to bid: a strong hand",
    "teacher.record.bid-weak": "What to bid: a weak hand",
    "teacher.record.bidder-first": "Both sides reach 21: the pitcher counts first",
    "teacher.record.coke-hand": "A coke hand: a new deal?",
    "teacher.record.count-out": "Two reach 11: counting out, point by point",
    "teacher.record.feed-partner": "Feed your partner's trick",
    "teacher.record.first-hand": "A first hand, with partners",
    "teacher.record.follow-or-trump": "Follow suit or trump",
    "teacher.record.game-tie": "A tied Game scores nothing",
    "teacher.record.into-the-bog": "Set back below zero",
    "teacher.record.jack-under-queen": "Save the Jack from the Queen",
    "teacher.record.lead-trumps": "Lead trumps",
    "teacher.record.lone-jack": "The Jack, the only trump: three points",
    "teacher.record.lone-trump-set-back": "One trump only, set back",
    "teacher.record.low-to-capturer": "Low to whoever captures it",
    "teacher.record.no-junk": "No junk: the defenders score nothing",
    "teacher.record.pitcher-must-win": "Only a pitcher can win the match",
    "teacher.record.smudge": "A smudge",
    "teacher.record.strict-follow-suit": "Strict follow suit",
    "teacher.record.ten-point-pitch": "10-point pitch",
    "teacher.record.trump-led": "Trump led",
    "teacher.record.void-in-hearts": "No hearts left",
    # the Pitty Pat table and quizzes
    "pp.standard": "standard",
    "pp.rules_chip": "Rules: {rules}",
    "pp.round_chip": "Round {number}",
    "pp.rebuilt": "Stock rebuilt {count}×",
    "pp.seat_one": "{name}: {count} card",
    "pp.seat_many": "{name}: {count} cards",
    "pp.seat_dealer": ", dealer",
    "pp.seat_to_play": ", to play",
    "pp.badge_dealer": "dealer",
    "pp.badge_dealer_f": "dealer",
    "pp.seat_dealer_f": ", dealer",
    "pp.stock_aria": "The stock: {count} cards",
    "pp.stock_aria_one": "The stock: 1 card",
    "pp.stock": "Stock {count}",
    "pp.up_aria": "The up-card: {card}",
    "pp.up": "Up-card",
    "pp.out": "Pitty Pat!",
    "pp.blocked": "Blocked",
    "pp.matches": ", matches the up-card",
    "pp.chosen": ", chosen as the match",
    "pp.discard_free": ", discard as the free card",
    "pp.step_free": "Now choose the free card: it becomes the new up-card.",
    "pp.step_match": "Choose the matching card, then the free card.",
    "pp.your_hand": "Your hand",
    "pp.me_one": "{name} — {count} card",
    "pp.me_many": "{name} — {count} cards",
    "pp.no_draw": "Drawing is not your move now",
    "pp.no_pass": "Passing is not your move now",
    "pp.draw": "Draw",
    "pp.pass": "Pass",
    "pp.undo": "Undo",
    "pp.next_round": "Next round",
    "pp.tutor_aria": "The tutor",
    "pp.tutor": "Tutor",
    "pp.sheet": "Penalty sheet",
    "pp.player": "Player",
    "pp.round_col": "R{number}",
    "pp.total": "Total",
    "pp.chips": "Chips",
    "pp.round_line": "Round {number}: {dealer} deals; the up-card is {up}.",
    "pp.round_line_you": "Round {number}: {dealer} deal; the up-card is {up}.",
    "pp.taken_back": "Your last turn is taken back.",
    "pp.new_match": "New match",
    "pp.scored": "This round is scored: there is nothing to take back.",
    "pp.nothing_back": "There is nothing to take back yet: you have not moved in this round.",
    "pp.bug": "Something went wrong: {error}",
    "pp.static": "A Pitty Pat table",
    "pp.static_line": "{players} players; the up-card is {up}.",
    "pp.quiz_not_understood": "the quiz got a message it does not understand: {what}",
    "pp.quiz_bug": "Something went wrong ({error}); try again.",
    "pp.choose": "choose one of the answers, not {value}",
    "pp.try_again": "Try again: choose another answer.",
    "pp.cards_aria": "The cards: {cards}",
    "pp.may_pair.prompt": "Your turn. Do you pair, draw or pass?",
    "pp.may_pair.pair": "Pair",
    "pp.may_pair.right": "Right: you {move}.",
    "pp.may_pair.wrong": "No: you {move}.",
    "pp.move.pair": "pair",
    "pp.move.draw": "draw",
    "pp.move.pass": "pass",
    "pp.free.prompt": "You discard {match} and {free} as a pair on {up}. Which card is the new up-card?",
    "pp.free.right": "Right: the free card, {card}.",
    "pp.free.wrong": "No: the free card, {card}.",
    "pp.pays.prompt": "{end} How many penalty points does {name} pay for these cards?",
    "pp.pays.right": "Right: {points}.",
    "pp.pays.wrong": "No: {points}.",
    "pp.point_one": "{count} point",
    "pp.point_many": "{count} points",
    "pp.best.prompt": "You pair with {match}. Which card do you shed as the free card?",
    "pp.best.right": "Right: {card}.",
    "pp.best.better": "Better: {card}.",
}
"""The English words, by key."""

CATALOGS: dict[str, Mapping[str, str]] = {ENGLISH: WORDS}
"""Each locale's words, registered by its ``page`` module."""

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def catalog(locale: str, words: Mapping[str, str]) -> Mapping[str, str]:
    """Register a locale's words (``CATALOGS[locale]``)."""
    CATALOGS[locale] = words
    return words


def placeholders(template: str) -> set[str]:
    """The names a word's template puts values in: ``"Hand {number}"`` -> ``{"number"}``."""
    return set(_PLACEHOLDER.findall(template))


def _pseudo_template(template: str) -> str:
    """A template made visibly foreign, its placeholders kept as they are."""
    parts = _PLACEHOLDER.split(template)  # text, name, text, name, ...
    text = "".join(pseudo(part)[1:-1] if i % 2 == 0 else "{" + part + "}" for i, part in enumerate(parts))
    return pseudo("")[0] + text + pseudo("")[1]


def page_words(lang: str = ENGLISH, groups: Iterable[str] | None = None) -> dict[str, str]:
    """The catalog a widget in ``lang`` gets: every key (or those of the ``groups`` it shows, the
    key's part before its first dot), in that language.  A key a locale lacks is said in English;
    the tests make sure none is missing."""
    wanted = None if groups is None else frozenset(groups)
    keys = [key for key in WORDS if wanted is None or key.split(".", 1)[0] in wanted]
    if check_locale(lang) == PSEUDO:
        return {key: _pseudo_template(WORDS[key]) for key in keys}
    local = CATALOGS.get(lang, WORDS)
    return {key: local.get(key, WORDS[key]) for key in keys}


def fill(template: str, values: Mapping[str, object]) -> str:
    """A template with its placeholders filled (one left without a value stays as written)."""
    return _PLACEHOLDER.sub(lambda m: str(values[m[1]]) if m[1] in values else m[0], template)


def word(lang: str, key: str, **values: object) -> str:
    """One word of the page in a language, its placeholders filled: ``word("pt", "table.hand_number",
    number=2)`` -> ``"Mão 2"``."""
    words = page_words(lang)
    if key not in words:
        raise KeyError(f"no word {key!r} in the page's catalog")
    return fill(words[key], values)


def number(lang: str, value: int) -> str:
    """A whole number with its thousands marked the language's way: 2,000 / 2.000 / 2 000."""
    text = f"{value:,}"
    if lang == "pt":
        return text.replace(",", ".")
    if lang == "fr":
        return text.replace(",", "\u202f")
    return text


def sentence(text: str) -> str:
    """A refusal shown on its own in a widget, as a sentence: a capital and a full stop
    ("choose who scores every point first" -> "Choose who scores every point first.");
    the command line keeps its one lower-case line."""
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text.rstrip().endswith((".", "!", "?", "…", "»", '"', "'", ")")) else text + "."


def many_points(value: float, spec: str = ".1f") -> bool:
    """Whether French and Portuguese say a figure of points in the plural: from 2 on, as it is
    shown (1.96 shown as "2,0" is "2,0 points", not "2,0 point")."""
    return abs(float(format(value, spec))) >= 2


def decimal(lang: str, value: float, spec: str = ".1f") -> str:
    """A number with decimals (``spec`` as for :func:`format`), its decimal comma in pt and fr."""
    text = unsigned_zero(format(value, spec))
    return text.replace(".", ",") if lang in ("pt", "fr") else text


def percent(lang: str, value: float, digits: int = 0) -> str:
    """A share as a percentage, whole unless ``digits`` say otherwise: 12% (French: 12 %), 12.5%
    (12,5 % in French, 12,5% in Portuguese)."""
    text = decimal(lang, value * 100, f".{digits}f")
    return f"{text}\u00a0%" if lang == "fr" else f"{text}%"


def describe_rules(rules: Ruleset, lang: str = ENGLISH, *, without: Collection[str] = ()) -> str:
    """A rule set as a table's chip says it in ``lang``: its preset's name in the language, then the
    house rules that differ from it by their keys, as every language's lessons name them
    (``"duplas (target=11)"``); English is :meth:`Ruleset.describe` itself.  ``without``: keys the
    chip says otherwise (the table's "to 11" says the target)."""
    text = rules.describe(without)
    if lang == ENGLISH:
        return text
    preset, sep, rest = text.partition(" (")
    key = f"table.preset.{preset}"
    return word(lang, key) + sep + rest if key in WORDS else text
