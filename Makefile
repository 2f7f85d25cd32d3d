# Mindkeep developer commands. `make help` lists them.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-builtin-rules
.DELETE_ON_ERROR:

PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

ARGS ?=
PYTEST_ARGS ?=
# Extra flags for scripts/sysdeps.sh, e.g. `make sysdeps SYSDEPS_FLAGS=--xvfb`.
SYSDEPS_FLAGS ?=

.PHONY: help venv sysdeps run test test-slow lint clean i18n-extract i18n-update i18n-compile i18n-check

help: ## List the targets
	@echo "Mindkeep - make targets:"
	@echo "  make run        set up (system libraries, .venv) and open the app; pass options with ARGS='...'"
	@echo "  make test       run the fast test suite offscreen; extra pytest options with PYTEST_ARGS='...'"
	@echo "  make test-slow  run only the tests marked slow"
	@echo "  make lint       ruff check app tests (if ruff is installed in the venv)"
	@echo "  make sysdeps    check/install the Debian packages Qt needs (SYSDEPS_FLAGS=--xvfb adds xvfb xauth)"
	@echo "  make i18n-extract / i18n-update / i18n-compile / i18n-check   the translator loop"
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

# --- everyday ---------------------------------------------------------------

run: sysdeps venv
	$(BIN)/mindkeep $(ARGS)

test: sysdeps venv
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m "not slow" $(PYTEST_ARGS)

test-slow: sysdeps venv
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m slow $(PYTEST_ARGS)

lint: venv
	@if $(BIN)/python -c "import ruff" 2>/dev/null; then \
	  $(BIN)/python -m ruff check app tests; \
	else \
	  echo "ruff is not installed in $(VENV). Install it with: $(BIN)/pip install ruff"; \
	fi

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
	    $(BIN)/pybabel update --no-fuzzy-matching -i $(POT) -d locales -D mindkeep -l $$l; \
	  else \
	    $(BIN)/pybabel init -i $(POT) -d locales -D mindkeep -l $$l; \
	  fi; \
	done
	$(BIN)/python scripts/i18n_en.py

# Compiled catalogs are build products: made from the .po files, never edited.
i18n-compile: $(MO_FILES)

locales/%/LC_MESSAGES/mindkeep.mo: locales/%/LC_MESSAGES/mindkeep.po | $(STAMP)
	$(BIN)/pybabel compile --statistics -i $< -o $@

i18n-check: venv ## Fail on missing, empty, fuzzy or mismatched translations
	$(BIN)/python scripts/i18n_check.py
