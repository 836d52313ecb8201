"""The programs: the command line (:mod:`~pitchtutor.apps.cli`), the terminal game
(:mod:`~pitchtutor.apps.terminal`), duplicate tournaments (:mod:`~pitchtutor.apps.tournament`)
and serving the course (:mod:`~pitchtutor.apps.serving`, with the Jupyter settings in ``jupyter/``).
Nothing imports from here but the programs' entry points."""
