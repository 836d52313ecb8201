"""The coach: what a tutor says about a position beyond the rules.

* :mod:`~pitchtutor.coach.strategy` — the rule texts' tips, and the texts' point count for bidding;
* :mod:`~pitchtutor.coach.hints` — the hint ladder (principle, pointer, the move with its numbers);
* :mod:`~pitchtutor.coach.advisor` — the bid advisor's table;
* :mod:`~pitchtutor.coach.analysis` — the solver's values explained to a learner;
* :mod:`~pitchtutor.coach.review` — a finished hand's plays compared with the best.

The coach sits above the engine, the solver and the bots; the widgets and the
command line reach the solver only through it.
"""
