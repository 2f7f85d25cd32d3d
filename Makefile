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

.PHONY: help venv sysdeps run test test-slow lint clean

help: ## List the targets
	@echo "Mindkeep - make targets:"
	@echo "  make run        set up (system libraries, .venv) and open the app; pass options with ARGS='...'"
	@echo "  make test       run the fast test suite offscreen; extra pytest options with PYTEST_ARGS='...'"
	@echo "  make test-slow  run only the tests marked slow"
	@echo "  make lint       ruff check app tests (if ruff is installed in the venv)"
	@echo "  make sysdeps    check/install the Debian packages Qt needs (SYSDEPS_FLAGS=--xvfb adds xvfb xauth)"
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
