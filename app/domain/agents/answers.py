"""A hook's answer in each client's own words (SPEC §10): what it prints on stdout, on stderr,
and its exit status (`answer`), and what a session start gives the model (`start_context`).

Pure and light, as app.domain.agents.events is (`mindkeep hook` imports it on every call).
"""

from __future__ import annotations

from app.domain.agents.names import POST_TOOL, PRE_TOOL, PROMPT, SESSION_START, STOP

# The client's name of each of Mindkeep's events, for the answers that name it.
_CLAUDE_EVENT = {
    SESSION_START: "SessionStart",
    PROMPT: "UserPromptSubmit",
    PRE_TOOL: "PreToolUse",
    POST_TOOL: "PostToolUse",
    STOP: "Stop",
}
_GEMINI_EVENT = {
    SESSION_START: "SessionStart",
    PROMPT: "BeforeAgent",
    PRE_TOOL: "BeforeTool",
    POST_TOOL: "AfterTool",
    STOP: "AfterAgent",
}


class Answer:
    """A hook's answer: what it prints on stdout (JSON, or nothing), on stderr, and its exit
    status (0, or 2 where a client blocks by exit status alone)."""

    __slots__ = ("exit_code", "stderr", "stdout")

    def __init__(self, stdout: object = None, *, stderr: str = "", exit_code: int = 0):
        self.stdout = stdout
        self.stderr = stderr
        self.exit_code = exit_code


def answer(
    client: str,
    event: str,
    *,
    deny: str | None = None,
    context: str | None = None,
    message: str | None = None,
) -> Answer:
    """The answer in `client`'s own format: `deny` (a reason) blocks a tool call, `context` is
    given to the model, `message` is shown to the user where the client shows one."""
    if client in ("claude-code", "codex", "vscode"):
        return _claude(event, deny, context, message, codex=client == "codex")
    if client == "gemini-cli":
        return _gemini(event, deny, context, message)
    if client == "cursor":
        return _cursor(event, deny, context, message)
    return _windsurf(event, deny)


def _claude(event, deny, context, message, *, codex: bool) -> Answer:
    out: dict = {}
    if event == PRE_TOOL and deny:
        out["hookSpecificOutput"] = {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": deny,
        }
    elif context and event != STOP:
        out["hookSpecificOutput"] = {
            "hookEventName": _CLAUDE_EVENT[event],
            "additionalContext": context,
        }
    if message and not codex:
        out["systemMessage"] = message
    return Answer(out or None)


def _gemini(event, deny, context, message) -> Answer:
    out: dict = {}
    if event == PRE_TOOL and deny:
        out = {"decision": "deny", "reason": deny}
    elif context and event in (SESSION_START, PROMPT, POST_TOOL):
        out["hookSpecificOutput"] = {
            "hookEventName": _GEMINI_EVENT[event],
            "additionalContext": context,
        }
    if message:
        out["systemMessage"] = message
    return Answer(out or None)


def _cursor(event, deny, context, message) -> Answer:
    if event == PRE_TOOL:
        if deny:
            return Answer(
                {
                    "permission": "deny",
                    "user_message": message or deny,
                    "agent_message": deny,
                }
            )
        out = {"permission": "allow"}
        if context:
            out["agent_message"] = context
        return Answer(out)
    if event == SESSION_START and context:
        return Answer({"additional_context": context})
    if event == PROMPT:
        return Answer({"continue": True})
    return Answer(None)


def _windsurf(event, deny) -> Answer:
    # Cascade's hooks answer by exit status: 2 blocks a pre-hook, its stderr says why.
    if event == PRE_TOOL and deny:
        return Answer(None, stderr=deny, exit_code=2)
    return Answer(None)


START_NOTE = (
    "These come from Mindkeep, the user's Memory. Tool calls that break a saved rule may be "
    "blocked."
)


def start_context(block: str, waiting: int) -> str:
    """What a session start gives the model: the Memory block (SPEC §2.8) and how many
    suggestions wait (never their words); empty when there is neither."""
    parts = [block] if block else []
    if waiting:
        parts.append(waiting_line(waiting))
    if parts:
        parts.append(START_NOTE)
    return "\n\n".join(parts)


def waiting_line(count: int) -> str:
    """The session start's count of suggestions (never their words)."""
    if count == 1:
        return "1 suggestion waits for the user in Mindkeep."
    return f"{count} suggestions wait for the user in Mindkeep."
