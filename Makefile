# pitchtutor — every command makes its own virtual environment first.
#   make play    play Pitch in the terminal against the built-in opponents
#   make test    every check: ruff, mypy, the page code's types (tsc), unit/property/golden tests, widgets, browser
#   make bench   every figure of the README in one run (about 30 minutes, the static site and the puzzles re-check included); make latency, load, fuzz: one each
#   make serve   the course in Voila; make lab: the same notebooks in JupyterLab
#   make site    the course as a static site in build/site/ (Pyodide, no server; needs npm)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: play test lint types jscheck widgets node-deps pytest bench golden clean serve lab latency load fuzz lessons screenshots site puzzles

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "pitchtutor needs Python 3.11 or newer; set PYTHON=python3.11")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@rm -f $(VENV)/.installed-*
	@touch $@

play: $(STAMP)
	$(BIN)/pitchtutor play

test: lint types jscheck pytest

lint: $(STAMP)
	$(BIN)/lint-imports --no-cache
	$(BIN)/ruff check pitchtutor tests benchmarks harness deploy
	$(BIN)/ruff format --check pitchtutor tests benchmarks harness deploy

types: $(STAMP)
	$(BIN)/mypy
	$(BIN)/mypy deploy/site/build.py

# The widgets' page code: ES modules in widgets/src/, bundled (minified) by esbuild into one
# widgets/*.js per widget, which are committed (users and `make serve` need no node). Only these
# targets need node and npm; esbuild and typescript come pinned from package-lock.json.
NPM_STAMP := node_modules/.installed-$(shell cksum package-lock.json | cut -d' ' -f1)
$(NPM_STAMP): package-lock.json
	@command -v npm >/dev/null || { echo "make widgets and make test need node and npm (Debian: apt-get install nodejs npm)"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

node-deps: $(NPM_STAMP)

widgets: $(NPM_STAMP)
	node widgets/build.mjs

# The JSDoc types checked by tsc, and the committed bundles exactly what the sources build to.
jscheck: $(NPM_STAMP)
	node_modules/.bin/tsc -p tsconfig.json
	node widgets/build.mjs --check

# On every core (pytest-xdist), a file to a worker: a notebook's cells run in order in one kernel, and
# the tests of a module share its server or built site.  PYTEST_JOBS=0 runs them all in this process.
PYTEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
pytest: $(STAMP)
	$(BIN)/python -m pytest -n $(PYTEST_JOBS) --dist loadfile $(PYTEST_ARGS)

bench: $(STAMP)
	$(BIN)/python benchmarks/all.py

# Rewrite the golden playthroughs after a deliberate change of wording; review the diff.
golden: $(STAMP)
	$(BIN)/python -m tests.golden

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build *.egg-info node_modules

# The course: Voila serving lessons/ on localhost (code hidden), or JupyterLab.
PORT ?= 8866
serve: $(STAMP)
	$(BIN)/pitchtutor serve --port $(PORT)

lab: $(STAMP)
	cd lessons && JUPYTER_CONFIG_PATH=$(CURDIR)/pitchtutor/apps/jupyter ../$(BIN)/jupyter lab --no-browser --port=$(PORT) \
		--ServerApp.ip=127.0.0.1

# Run every lesson and save its outputs (they are committed, and checked by make test).
lessons: $(STAMP)
	$(BIN)/python -m tests.execute_lessons

# The README's screenshots, afresh: lessons in Voila, and the table from the browser tests.
screenshots: $(STAMP)
	$(BIN)/python -m tests.browser.screenshots
	PITCHTUTOR_SCREENSHOTS=docs/screenshots $(BIN)/python -m pytest -q tests/browser/test_table_browser.py tests/browser/test_teacher_quiz_browser.py tests/browser/test_jupyterlab_browser.py tests/browser/test_languages_browser.py

# The shipped puzzle set (pitchtutor/puzzles/data/puzzles.jsonl.gz): 1,000 puzzles from each of seeds
# 1 and 2, then 200 hard ones (first rated 1800 or more) from each of seeds 3 and 4, one process a
# seed, about 45 minutes on two cores; the same code gives the same bytes.
puzzles: $(STAMP)
	$(BIN)/python -m pitchtutor.puzzles.shipped

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

# The course as a static site, running in the browser (Pyodide): build/site/, for any static host.
# Pinned in deploy/site/; rebuilt only when its inputs change.  Try it: python3 -m http.server -d build/site
site: $(STAMP)
	@command -v npm >/dev/null || { echo "make site needs npm (apt-get install npm)"; exit 1; }
	$(BIN)/python deploy/site/build.py
