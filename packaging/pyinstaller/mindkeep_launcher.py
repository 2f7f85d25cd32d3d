"""Entry point of the frozen program: the same as the `mindkeep` console script."""

from app.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
