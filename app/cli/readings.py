"""A rule's reading on the command line (issue 33): what `memory show` says Mindkeep checks of a
rule, and `memory reading ID …`, which confirms it, chooses another or asks the model for one. Its own module: the
readings' words load the compliance checker's tables and Babel's lists, which no other
`memory` command needs (app/cli/commands.py loads this by name)."""

from __future__ import annotations

from app.cli.output import PartlyFailed
from app.deferred import load
from app.domain.compliance.reading import Reading
from app.domain.errors import AppError, Code
from app.domain.jsontext import parse_json
from app.i18n import _
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


def reading_command(core, args) -> dict:
    """`memory reading ID …`: the user confirms the reading shown, chooses another of the rule's
    families (branches, a folder, a language, tools, or none) or gives one as JSON; or asks the
    model for a proposal (`--propose`), shown beside Mindkeep's reading and stored by nothing."""
    mem, decisions = core.memory, core.decisions
    entry = mem.get(args.id)
    if args.propose:
        return _proposal(core, entry)
    by = "user"
    if args.confirm:
        reading = mem.reading(entry)
    elif args.reading is not None:
        data = parse_json(args.reading, code=Code.INVALID_INPUT, what="the reading")
        reading = Reading.from_json(data)  # every field checked; a model's stays the model's
        by = "model" if reading.by == "model" else "user"
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
        entry.id, reading, by=by, expected_version=args.expected_version
    ).value
    return {
        "entry": entry.to_json(),
        "reading": reading.to_json(),
        "reading_words": reading_words(reading),
    }


def _proposal(core, entry) -> dict:
    """The model's proposal for a saved rule, beside the reading Mindkeep goes by; nothing is
    stored (`memory reading ID --reading JSON` chooses it). The model's client is loaded only
    here."""
    if entry.status != "active" or not entry.kind.is_rule:
        raise AppError(Code.INVALID_STATE, _("Only a saved rule has a reading."), "entry")
    if not core.settings.propose_readings():
        raise AppError(
            Code.NOT_ALLOWED,
            _(
                "The model does not propose readings: turn it on with settings model "
                "--propose-readings on."
            ),
            "propose_readings",
        )
    current = core.memory.reading(entry)
    result = {
        "entry": entry.to_json(),
        "reading": current.to_json(),
        "reading_words": reading_words(current),
        "proposal": None,
        "proposal_words": None,
    }
    provider_error = load("app.agent.providers:ProviderError")
    try:
        proposal = load("app.agent.propose_reading:propose_reading")(
            load("app.bootstrap:make_provider")(core), entry.content
        )
    except provider_error as exc:
        raise PartlyFailed(result, exc.code, exc.message) from None
    except AppError as exc:
        raise PartlyFailed(result, exc.code.value, exc.message) from None
    result["proposal"] = proposal.to_json()
    result["proposal_words"] = reading_words(proposal)
    return result
