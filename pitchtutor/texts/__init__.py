"""The English sentence for every rule key: the rules, the table, the coach.

Each template turns an explanation's facts into one or two sentences for a
learner.  Where a house rule decides the verdict, the sentence names it as
``house rule <key> = <value>``, the key being the one a hand record uses.
``pitcher_must_win`` is said in words instead ("a player wins only by reaching the
target at the end of a hand in which they pitched and made their bid (a house
rule, from text 001: ...)"), its one reading quoted from the text.
Importing this package registers every template (see
:func:`pitchtutor.explain.template`); a translation is another set of modules
registering the same keys.

=========  ================================================================
module     rule keys
=========  ================================================================
rules      the engine's: ``bid.*``, ``auction.*``, ``play.*``, ``trick.*``,
           ``high.*``, ``low.*``, ``jack.*``, ``ten.*``, ``three.*``,
           ``game.*``, ``points.*``, ``settle.*``, ``match.*``, ``turn.*``,
           ``phase.*``, ``seat.*``, ``pips.*``, ``fact.*``
table      ``table.*``: the card table's own sentences
coach      ``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``
pittypat   ``pittypat.*``: the other game's sentences
puzzles    ``puzzle.*``: why a puzzle's answer is best
=========  ================================================================
"""

from pitchtutor.texts import coach, pittypat, puzzles, rules, table
from pitchtutor.texts.rules import teaching_facts

__all__ = ["coach", "pittypat", "puzzles", "rules", "table", "teaching_facts"]
