"""What the tests and the benchmarks share (neither imports the other):

* :mod:`harness.servers` — Voila, JupyterLab and ``pitchtutor serve`` on free loopback ports, and Chromium;
* :mod:`harness.fuzzing` — the fuzz targets (hypothesis in ``make test``, atheris in ``make fuzz``);
* :mod:`harness.stats` — percentiles and medians as the README reports them;
* :mod:`harness.lessons` — facts about the course's notebooks the browser checks need.
"""
