"""The English sentence for every rule key, by topic.

Each template turns an explanation's facts into one or two sentences for a
learner.  Where a house rule decides the verdict, the sentence names it as
``house rule <key> = <value>``, the key being the one a hand record uses.
Importing this package registers every template (see
:func:`pitchtutor.explain.template`); a translation is another set of modules
registering the same keys.

==========  ================================================================
module      rule keys
==========  ================================================================
auction     ``bid.*``, ``auction.*``
play        ``play.*``, ``trick.*``
points      ``high.*``, ``low.*``, ``jack.*``, ``ten.*``, ``three.*``,
            ``game.*``, ``points.*``, ``settle.*``
match       ``match.*``
turns       ``turn.*``, ``phase.*``, ``seat.*``, ``pips.*``
facts       ``fact.*`` and :func:`teaching_facts`
table       ``table.*``: the card table's own sentences
coach       ``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``
==========  ================================================================
"""

from pitchtutor.texts import auction, coach, facts, match, play, points, table, turns
from pitchtutor.texts.facts import teaching_facts

__all__ = ["auction", "coach", "facts", "match", "play", "points", "table", "teaching_facts", "turns"]
