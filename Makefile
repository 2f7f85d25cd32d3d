# Mindkeep developer commands. `make help` lists them.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-builtin-rules
.DELETE_ON_ERROR:

PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# `make test` runs on this many workers (pytest-xdist): one per core; TEST_WORKERS=0 runs in one process.
TEST_WORKERS ?= auto
STAMP := $(VENV)/.installed

ARGS ?=
PYTEST_ARGS ?=
# Extra flags for scripts/sysdeps.sh, e.g. `make sysdeps SYSDEPS_FLAGS=--xvfb`.
SYSDEPS_FLAGS ?=

.PHONY: help venv sysdeps run test test-slow test-agents lint format clean i18n-extract i18n-update \
  i18n-compile i18n-check screenshots screenshots-accept patterns

help: ## List the targets
	@echo "Mindkeep - make targets:"
	@echo "  make run        set up (system libraries, .venv) and open the app; pass options with ARGS='...'"
	@echo "  make test       run the fast test suite offscreen; extra pytest options with PYTEST_ARGS='...'"
	@echo "  make test-slow  run only the tests marked slow"
	@echo "  make patterns   compile the judgement's regular expressions once, for every process to read back (run and test do)"
	@echo "  make test-agents  Claude Code, Codex and Gemini CLI run offline under your rules (MINDKEEP_AGENT_CLIENTS)"
	@echo "  make lint       ruff check and ruff format --check (make test runs it); make format applies them"
	@echo "  make sysdeps    check/install the Debian packages Qt needs (SYSDEPS_FLAGS=--xvfb adds xvfb xauth)"
	@echo "  make i18n-extract / i18n-update / i18n-compile / i18n-check   the translator loop"
	@echo "  make screenshots         every page (en zh_Hans ar de, light and dark) into build/screenshots, compared"
	@echo "  make screenshots-accept  take those pictures as the visual check's new references"
	@echo "  make test-reliability  faults, concurrency, crashes, damaged files, bad CLI input (slow)"
	@echo "  make bench      benchmarks beside their floors (and make judge); writes benchmarks/results.json"
	@echo "  make judge      precision and recall of the offline judgement on the labelled corpus, per language"
	@echo "  make judge-heldout  the judgement and the checker on the frozen held-out sets of issue 33 (measure only)"
	@echo "  make package / deb / package-smoke   the Linux bundle, the .deb, and their smoke test"
	@echo "  make clean      remove $(VENV), caches and build artefacts"
	@echo "Variables: PY=$(PY) VENV=$(VENV)"

# --- environment ------------------------------------------------------------

# Internal: `make venv` is what run/test depend on; the stamp makes it incremental,
# so pip runs again only after pyproject.toml changes.
venv: $(STAMP)

$(BIN)/python:
	@$(PY) -m venv $(VENV) || { \
	  echo "error: '$(PY) -m venv' failed. On Debian/Ubuntu: sudo apt-get install python3-venv" >&2; \
	  rm -rf $(VENV); exit 1; }

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -e '.[test]'
	@touch $@

sysdeps:
	@bash scripts/sysdeps.sh $(SYSDEPS_FLAGS)

# The code of the judgement's regular expressions, compiled once and kept beside the app's
# bytecode (app.deferred.keep_compiled_patterns): a process's first judgement reads it back,
# ~1.5 s sooner (the CLI's chat, `mindkeep mcp`, the window, and every test that starts one).
# Made again when the judgement's code changes; a file of other code is never read.
PATTERNS_STAMP := $(VENV)/.patterns
patterns: $(PATTERNS_STAMP)

$(PATTERNS_STAMP): $(STAMP) app/deferred.py scripts/keep_patterns.py $(wildcard app/domain/memory/judgement/*.py)
	$(BIN)/python scripts/keep_patterns.py
	@touch $@

# --- everyday ---------------------------------------------------------------

run: sysdeps venv i18n-compile patterns
	$(BIN)/mindkeep $(ARGS)

test: sysdeps venv i18n-compile i18n-check lint patterns
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m "not slow and not agents" -n $(TEST_WORKERS) $(PYTEST_ARGS)

test-slow: sysdeps venv i18n-compile patterns
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m slow $(PYTEST_ARGS)

# Real coding agents (Claude Code, Codex, Gemini CLI, pinned versions installed by .ci/run with
# npm into MINDKEEP_AGENT_CLIENTS) run offline against scripted model servers: connect, a rule
# typed there, its push denied in the next run, disconnect. About 35 s an agent; skipped (and
# said so) where they are not installed.
test-agents: sysdeps venv i18n-compile patterns
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m agents -n 0 $(PYTEST_ARGS)

# The pinned ruff of pyproject.toml's test extra; its rule set is there too (and in
# .pre-commit-config.yaml for a commit hook). `make format` applies what `ruff format` would.
LINT_PATHS := app tests benchmarks scripts

lint: venv
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/ruff format --check $(LINT_PATHS)

format: venv
	$(BIN)/ruff check --fix $(LINT_PATHS)
	$(BIN)/ruff format $(LINT_PATHS)

# The visual check (tests/ui/visual.py; `make test` runs it as tests/ui/test_visual.py): the pages
# drawn on fixed demo data with the fonts CI installs, compared with tests/ui/references/.
# A picture that differs leaves actual, expected and diff in build/visual-diff/.
screenshots: venv i18n-compile ## Render every page into build/screenshots and compare
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/ui/visual.py render build/screenshots

screenshots-accept: venv i18n-compile ## Take the rendered pages as the new references
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/ui/visual.py accept

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis .ruff_cache
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +

# --- translations -------------------------------------------------------------

LOCALE_CODES := en zh_Hans zh_Hant ja ko fr de es it ru ar
POT := locales/mindkeep.pot
PO_FILES := $(foreach l,$(LOCALE_CODES),locales/$(l)/LC_MESSAGES/mindkeep.po)
MO_FILES := $(PO_FILES:.po=.mo)
EXTRACT_FLAGS := -F locales/babel.cfg -k N_ -k pgettext:1c,2 --no-location --sort-output \
  --project Mindkeep --version 0.1.0 --copyright-holder "Mindkeep developers"

i18n-extract: venv ## Collect marked strings from app/ into the template
	$(BIN)/pybabel extract $(EXTRACT_FLAGS) -o $(POT) app

i18n-update: venv ## Merge the template into every catalog (new ones are created)
	@for l in $(LOCALE_CODES); do \
	  if [ -f locales/$$l/LC_MESSAGES/mindkeep.po ]; then \
	    $(BIN)/pybabel update --no-fuzzy-matching --ignore-obsolete -w 100 -i $(POT) -d locales -D mindkeep -l $$l; \
	  else \
	    $(BIN)/pybabel init -w 100 -i $(POT) -d locales -D mindkeep -l $$l; \
	  fi; \
	done
	$(BIN)/python scripts/i18n_en.py

# Compiled catalogs are build products: made from the .po files, never edited.
i18n-compile: $(MO_FILES)

locales/%/LC_MESSAGES/mindkeep.mo: locales/%/LC_MESSAGES/mindkeep.po | $(STAMP)
	$(BIN)/pybabel compile --statistics -i $< -o $@

i18n-check: venv ## Fail on missing, empty, fuzzy or mismatched translations
	$(BIN)/python scripts/i18n_check.py

# --- packaging ----------------------------------------------------------------
# `make package` builds the one-folder bundle dist/mindkeep/ (PyInstaller, see
# packaging/pyinstaller/mindkeep.spec); `make deb` wraps it in dist/mindkeep_<version>_<arch>.deb;
# `make package-smoke` starts the bundled program offscreen and checks the .deb's files.
# Windows and macOS installers are built by .github/workflows/package.yml on their own systems.

PYI_SPEC := packaging/pyinstaller/mindkeep.spec
PACKAGE_STAMP := $(VENV)/.installed-package

.PHONY: package deb package-smoke

# PyInstaller joins the venv once (an editable install, like `make venv`, so the dev
# checkout keeps running from the source tree); again only after pyproject.toml changes.
$(PACKAGE_STAMP): pyproject.toml | $(STAMP)
	$(BIN)/pip install -e '.[test,package]'
	@touch $@

package: venv i18n-compile $(PACKAGE_STAMP) ## Build the one-folder bundle dist/mindkeep/
	@command -v objdump >/dev/null 2>&1 || { \
	  echo "error: PyInstaller needs objdump. On Debian/Ubuntu: sudo apt-get install binutils" >&2; exit 1; }
	@t0=$$(date +%s%N); \
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
	  --distpath dist --workpath build/pyinstaller $(PYI_SPEC); \
	ms=$$(( ($$(date +%s%N) - t0) / 1000000 )); \
	echo "package: dist/mindkeep/ built in $$((ms / 1000)).$$(printf '%03d' $$((ms % 1000))) s, $$(du -sh dist/mindkeep | cut -f1)"

deb: package ## Build dist/mindkeep_<version>_<arch>.deb from the bundle
	bash packaging/linux/build-deb.sh

package-smoke: sysdeps deb ## Start the bundled program offscreen and check the .deb
	bash scripts/package_smoke.sh

# --- performance and reliability ----------------------------------------------------
# `make bench` measures each figure beside its floor in the same run (benchmarks/run.py,
# including the judgement figures of `make judge`;
# the workload is built once and cached under <tmp>/benchmarks/.cache) and writes
# benchmarks/results.json. `make test-reliability` runs the fault, concurrency and
# bad-input suite in tests/reliability (marked slow, so `make test` leaves it out).
# Neither is part of `make test`. Extra options: BENCH_ARGS='--quick', PYTEST_ARGS='...'.

BENCH_ARGS ?=

.PHONY: bench judge judge-heldout test-reliability

bench: sysdeps venv ## Benchmarks against their floors; writes benchmarks/results.json
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m benchmarks.run $(BENCH_ARGS)

# `make judge` scores the offline judgement (app/domain/memory/judgement) on the labelled corpus in
# tests/data/memory_judgement: precision and recall of `suggest` and `explicit`, per language
# and overall, for the dev part, the held-back part and the fresh set, plus its speed; it
# updates the `judgement` key and the judgement_per_message figure of benchmarks/results.json.
# `make bench` runs it too (section "judge"). It also scores the secret check on the labelled
# secrets corpus in tests/data/secrets (benchmarks/judge_secrets.py: recall and false refusals,
# under the `secrets` key). Extra options: JUDGE_ARGS='--no-write'.
JUDGE_ARGS ?=

judge: venv ## Precision and recall of the offline judgement on the labelled corpus
	$(BIN)/python -m benchmarks.judge $(JUDGE_ARGS)
	$(BIN)/python -m benchmarks.judge_compliance $(JUDGE_ARGS)
	$(BIN)/python -m benchmarks.judge_secrets $(JUDGE_ARGS)

# `make judge-heldout` scores the judgement and the checker on the held-out sets of issue 33
# (tests/data/heldout, frozen; its README says how they were written): per language and per
# category, against the issue's targets. It prints only (results.json is left alone) and is
# never part of `make test`: the sets measure, nobody tunes code against them. The misses are
# listed with JUDGE_ARGS='--misses' (once the work they measure is done).
judge-heldout: venv ## The judgement and the checker on the frozen held-out sets (issue 33)
	$(BIN)/python -m benchmarks.judge --set heldout $(JUDGE_ARGS)
	$(BIN)/python -m benchmarks.judge_compliance --set heldout $(JUDGE_ARGS)

test-reliability: sysdeps venv patterns ## Reliability suite: injection, concurrency, crashes, files, CLI
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m slow tests/reliability $(PYTEST_ARGS)
