"""`python -m app` behaves like the `mindkeep` command."""

from app.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
