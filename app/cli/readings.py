"""A rule's reading on the command line (issue 33): what `memory show` says Mindkeep checks of a
rule, and `memory reading ID …`, which confirms it or chooses another. Its own module: the
readings' words load the compliance checker's tables and Babel's lists, which no other
`memory` command needs (app/cli/commands.py loads this by name)."""

from __future__ import annotations

from app.services.reading_words import (
    BRANCHES,
    LANGUAGE,
    NONE,
    PATH,
    TOOLS,
    reading_for,
    reading_words,
)


def shown(reading) -> dict:
    """A rule's reading as `memory show` gives it (null for facts, todos, …)."""
    return {
        "reading": None if reading is None else reading.to_json(),
        "reading_words": None if reading is None else reading_words(reading),
    }


def reading_command(mem, decisions, args) -> dict:
    """`memory reading ID …`: the user confirms the reading shown, or chooses another of the
    rule's families (branches, a folder, a language, tools, or none)."""
    entry = mem.get(args.id)
    if args.confirm:
        reading = mem.reading(entry)
    else:

        def listed(text: str) -> list[str]:
            return [t.strip() for t in text.split(",") if t.strip()]

        if args.branches is not None:
            reading = reading_for(BRANCHES, branches=listed(args.branches))
        elif args.folder is not None:
            reading = reading_for(PATH, folder=args.folder)
        elif args.language is not None:
            reading = reading_for(LANGUAGE, language=args.language.strip().lower())
        elif args.tools is not None:
            reading = reading_for(TOOLS, tools=listed(args.tools))
        else:
            reading = reading_for(NONE)
    entry, reading = decisions.set_reading(
        entry.id, reading, expected_version=args.expected_version
    )
    return {
        "entry": entry.to_json(),
        "reading": reading.to_json(),
        "reading_words": reading_words(reading),
    }
