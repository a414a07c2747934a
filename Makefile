# zxdecks: `make run` sets everything up and serves the site; `make test` installs what the tests need and runs the
# whole suite on test databases only.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test setup install messages migrate demo lint format serve-prod lock bench mutation mutation-sample clean system-deps engine

# The site, and beside it a worker for background tasks (the bulk file, deck images, mail; TASKS_URL, by default the
# database queue): Ctrl-C stops both. The worker leads a session of its own (setsid), so it yields the CPU to the
# site as a whole group (cards/batch.py) and stops with its reloader child. TASKS_URL=immediate:// runs tasks
# inside the requests instead, with no worker.
run: setup
	@export ZXDECKS_ENGINE=$${ZXDECKS_ENGINE:-python}; \
	if [ "$${TASKS_URL:-}" = "immediate://" ]; then exec $(PY) manage.py runserver $(HOST):$(PORT); fi; \
	setsid $(PY) manage.py tasks_worker & worker=$$!; \
	trap 'kill -s TERM -- -$$worker 2>/dev/null' EXIT; trap 'exit 130' INT TERM; \
	$(PY) manage.py runserver $(HOST):$(PORT)

# One pytest worker per core (pytest-xdist), a test file at a time per worker, the real-pool files as one unit so one
# worker imports the real pool once (tests/conftest.py);
# PYTEST_WORKERS=0 runs the suite in this process (what a debugger or -x wants). The tests make their own databases
# (pytest-django: test_<name>, migrated, the demo set loaded by tests/conftest.py): the database DATABASE_URL names is
# neither migrated nor loaded here, so a real pool there is left as it is. The interpreted engine, unless
# ZXDECKS_ENGINE=compiled asks for the build of `make engine` (CI runs tests/rules on both).
PYTEST_WORKERS ?= auto
test: system-deps install messages
	ZXDECKS_ENGINE=$${ZXDECKS_ENGINE:-python} $(BIN)/pytest $(if $(filter 0,$(PYTEST_WORKERS)),,-n $(PYTEST_WORKERS) --dist loadfile) $(PYTEST_ARGS)

setup: system-deps install messages migrate demo

# Debian packages the site and its tests use: Chromium for the browser tests (Playwright drives it; browser
# downloads do not work here), a CJK font for deck images and a TrueType Japanese font that registration sheets
# embed (reportlab embeds no CFF font such as Noto CJK). Installed only when missing and when we may.
SYSTEM_PACKAGES := chromium fonts-noto-cjk fonts-ipaexfont-gothic
system-deps:
	@missing=$$(for p in $(SYSTEM_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing $$missing"; \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null) \
			|| echo "could not install $$missing: browser tests will be skipped, deck images lack Japanese glyphs"; \
	else echo "missing Debian packages: $$missing (install them as root); browser tests will be skipped"; fi

# The runtime pins (requirements.txt, what production installs) and the development tools on top of them
# (requirements-dev.txt: tests, linters, type checker). The stamp is rebuilt whenever either pinned file changes.
install: $(VENV)/.installed
$(VENV)/.installed: requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

messages: install
	$(PY) manage.py compilemessages --ignore=.venv -v 0

migrate: install
	$(PY) manage.py migrate --no-input -v 0

demo: migrate
	$(PY) manage.py load_demo

# The goldfish and the effect executors compiled by mypyc into var/engine/ (zxdecks/rules/native.py): the engine loads
# the build only while it matches the sources, so an edit of the engine falls back to the interpreted code until the
# next `make engine`. Built only when stale (3-4 min of C on 2 cores); without gcc or the Python headers nothing is
# built and the interpreted engine runs. Production (serve-prod) and the benchmarks build it; make run and make test
# neither build nor load it (runserver's reloader watches the .py files, not a build), unless ZXDECKS_ENGINE says;
# tests/rules/test_native_engine.py and CI's compiled step hold the two engines to the same games.
engine: install
	@if command -v gcc >/dev/null && [ -f "$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then \
		ZXDECKS_ENGINE=python nice -n 5 $(PY) -m zxdecks.rules.native_build --if-stale; \
	else echo "engine: no gcc or no Python headers: the interpreted engine runs"; fi

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy .
	$(BIN)/lint-imports
	$(PY) manage.py makemigrations --check --dry-run

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# The production path, locally: DEBUG off, static files collected and served by whitenoise, gunicorn workers
# (gunicorn.conf.py: worker timeout, worker recycling), and a background-task worker beside them (as `make run`). It refuses to start without a real SECRET_KEY. Locally over
# plain HTTP, add SECURE_SSL_REDIRECT=0; without CACHE_URL each worker counts rate limits on its own.
serve-prod: setup engine
	@[ -n "$$CACHE_URL" ] || echo "serve-prod: CACHE_URL is not set; rate and login limits are counted per worker (set CACHE_URL=redis://…)"
	DEBUG=$${DEBUG:-0} $(PY) manage.py collectstatic --no-input -v 0
	@DEBUG=$${DEBUG:-0} setsid $(PY) manage.py tasks_worker --no-reload & worker=$$!; \
	trap 'kill -s TERM -- -$$worker 2>/dev/null' EXIT; trap 'exit 130' INT TERM; \
	DEBUG=$${DEBUG:-0} ALLOWED_HOSTS=$${ALLOWED_HOSTS:-127.0.0.1,localhost} GUNICORN_BIND=$(HOST):$(PORT) \
		$(BIN)/gunicorn -c gunicorn.conf.py zxdecks.wsgi

# Re-resolve requirements.in into requirements.txt, then requirements-dev.in into requirements-dev.txt with the
# runtime pins held fixed, in a throwaway venv (see README, "Upgrading dependencies").
lock:
	rm -rf var/lockenv && $(PYTHON) -m venv var/lockenv
	var/lockenv/bin/pip install --quiet --upgrade pip
	var/lockenv/bin/pip install --quiet -r requirements.in
	{ echo "# Generated by \`make lock\` from requirements.in: every runtime package pinned, transitive ones included."; \
	  echo "# Do not edit by hand; edit requirements.in and run \`make lock\`."; \
	  var/lockenv/bin/pip freeze --exclude pip; } > requirements.txt
	var/lockenv/bin/pip install --quiet -r requirements-dev.in -c requirements.txt
	{ echo "# Generated by \`make lock\` from requirements-dev.in: the runtime pins plus every development package."; \
	  echo "# Do not edit by hand; edit requirements-dev.in and run \`make lock\`."; \
	  echo "-r requirements.txt"; \
	  var/lockenv/bin/pip freeze --all --exclude pip --exclude wheel | grep -vxF -f requirements.txt; } > requirements-dev.txt
	rm -rf var/lockenv

bench: setup engine
	$(PY) -m bench

# Mutation testing of the rules engine's effects and goldfish (pyproject.toml [tool.mutmut]; outside CI: the whole
# run takes hours on two cores). MUTANTS narrows it to mutant names, e.g. MUTANTS='zxdecks.rules.goldfish.payment*';
# `$(BIN)/mutmut browse` shows the survivors. Low priority, so the machine stays usable.
MUTANTS ?=
mutation: install
	nice -n 19 $(BIN)/mutmut run $(if $(MUTANTS),"$(MUTANTS)",)
	$(BIN)/mutmut results

# An estimate of the kill rate over both packages from a seeded uniform sample of their mutants (bench/mutation_sample.py,
# docs/mutation.md): generate all mutants, draw SAMPLE of them with SEED, run only those, report the rate (Wilson 95%).
# SAMPLE_FILE keeps each seed's list (bench/mutation_sample_29.txt for seed 29) so a sample can be re-run as drawn.
SAMPLE ?= 300
SEED ?= 28
SAMPLE_FILE ?= bench/mutation_sample$(if $(filter 28,$(SEED)),,_$(SEED)).txt
mutation-sample: install
	nice -n 19 $(PY) -m bench.mutation_sample generate --max-children 2
	$(PY) -m bench.mutation_sample draw --n $(SAMPLE) --seed $(SEED) $(if $(filter 28,$(SEED)),,--in-draw-order) > $(SAMPLE_FILE)
	nice -n 19 $(BIN)/mutmut run --max-children 2 $$(cat $(SAMPLE_FILE))
	$(PY) -m bench.mutation_sample report $(SAMPLE_FILE)

clean:
	rm -rf $(VENV) var mutants build
