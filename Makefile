# pitchtutor — every command makes its own virtual environment first.
#   make play    play Pitch in the terminal against the built-in opponents
#   make test    every check: ruff, mypy, unit/property/golden tests, widgets, browser
#   make bench   every figure of the README in one run (about 12 minutes); make latency, load, fuzz: one each
#   make serve   the course in Voila; make lab: the same notebooks in JupyterLab
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: play test lint types pytest bench golden clean serve lab latency load fuzz lessons screenshots

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "pitchtutor needs Python 3.11 or newer; set PYTHON=python3.11")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@rm -f $(VENV)/.installed-*
	@touch $@

play: $(STAMP)
	$(BIN)/pitchtutor play

test: lint types pytest

lint: $(STAMP)
	$(BIN)/ruff check pitchtutor tests benchmarks
	$(BIN)/ruff format --check pitchtutor tests benchmarks

types: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP)
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(BIN)/python benchmarks/all.py

# Rewrite the golden playthroughs after a deliberate change of wording; review the diff.
golden: $(STAMP)
	$(BIN)/python -m tests.golden

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build *.egg-info

# The course: Voila serving lessons/ on localhost (code hidden), or JupyterLab.
PORT ?= 8866
serve: $(STAMP)
	$(BIN)/pitchtutor serve --port $(PORT)

lab: $(STAMP)
	cd lessons && JUPYTER_CONFIG_PATH=$(CURDIR)/pitchtutor/jupyter ../$(BIN)/jupyter lab --no-browser --port=$(PORT) \
		--ServerApp.ip=127.0.0.1

# Run every lesson and save its outputs (they are committed, and checked by make test).
lessons: $(STAMP)
	$(BIN)/python -m tests.execute_lessons

# The README's screenshots, afresh: lessons in Voila, and the table from the browser tests.
screenshots: $(STAMP)
	$(BIN)/python -m tests.browser.screenshots
	PITCHTUTOR_SCREENSHOTS=docs/screenshots $(BIN)/python -m pytest -q tests/browser/test_table_browser.py tests/browser/test_teacher_quiz_browser.py tests/browser/test_jupyterlab_browser.py

latency: $(STAMP)
	$(BIN)/python benchmarks/click_latency.py

# 25 learners on one `pitchtutor serve` (22 protocol clients, 3 Chromium pages), on loopback, while one
# visitor sends every attack of SECURITY.md in turn (benchmarks/attacker.py).
load: $(STAMP)
	$(BIN)/python benchmarks/load.py --attacker

# The parsers fuzzed with hypothesis and, when it installs, atheris (600,000 inputs, about 6 minutes).
fuzz: $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check atheris || echo "atheris did not install: hypothesis only"
	$(BIN)/python benchmarks/fuzz.py
