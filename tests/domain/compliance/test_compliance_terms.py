"""The terms family: tools, commands, code and words a rule forbids or asks for."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, ToolCall


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("```bash\nnpm install\n```", Outcome.VIOLATED),
        ("```bash\npnpm install\n```", Outcome.FOLLOWED),
        ("We moved from npm to pnpm last year, so run `pnpm install`.", Outcome.FOLLOWED),
        (
            "Unlike `npm install`, `pnpm install` keeps one store:\n\n```bash\npnpm install\n```",
            Outcome.FOLLOWED,
        ),
        (
            "The log said:\n\n```text\nnpm ERR! code ERESOLVE\n```\n\nRun `pnpm install` instead.",
            Outcome.FOLLOWED,
        ),
        ('The CI failed with "npm install exited with code 1"; use `pnpm i`.', Outcome.FOLLOWED),
        ("Instead of:\n\n```bash\nnpm i\n```\n\nrun:\n\n```bash\npnpm i\n```", Outcome.FOLLOWED),
        ("Run `npm run build` before you deploy.", Outcome.VIOLATED),
        ("```bash\nnpx create-vite my-app\n```", Outcome.VIOLATED),
        ("```dockerfile\nFROM node:20\nRUN npm ci\n```", Outcome.VIOLATED),
        ("```console\n$ pnpm install\nnpm WARN deprecated inflight\n```", Outcome.FOLLOWED),
        ("The stylesheet now uses a grid layout.", Outcome.NOT_APPLICABLE),
    ],
)
def test_a_use_is_what_is_run_not_what_is_mentioned(verdict, reply, expected):
    """npm in a command breaks "use pnpm, not npm"; npm named, quoted or shown as what not to do does not."""
    assert verdict("Use pnpm, not npm.", reply).verdict is expected


def test_a_shell_call_is_checked_like_a_shell_block(verdict):
    """A shell tool's command is the use: its argument and span are the evidence."""
    v = verdict("Use pnpm, not npm.", ("shell__run_command", {"command": "cd web && npm i react"}))
    assert v.verdict is Outcome.VIOLATED
    assert (v.evidence.where, v.evidence.argument, v.evidence.text) == (
        "arguments",
        "command",
        "npm i react",
    )
    assert (
        verdict("Use pnpm, not npm.", ("shell__run_command", {"command": "pnpm add react"})).verdict
        is Outcome.FOLLOWED
    )


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("```ts\nfunction f(x: any) { return x; }\n```", Outcome.VIOLATED),
        ("```ts\nconst data = JSON.parse(raw) as any;\n```", Outcome.VIOLATED),
        (
            '```ts\n// no any here\nconst s = "any value";\nfunction f(x: unknown) {}\n```',
            Outcome.FOLLOWED,
        ),
        ("```python\ndef f(x):\n    return any(x)\n```", Outcome.NOT_APPLICABLE),
        ("Use `unknown` and narrow it; avoid `any`.", Outcome.NOT_APPLICABLE),
    ],
)
def test_any_in_typescript_is_looked_for_in_typescript_code_only(verdict, reply, expected):
    """`any` in TS code breaks the rule; in a comment, a string, Python or prose it does not."""
    assert verdict("Never use `any` in TypeScript.", reply).verdict is expected


def test_a_file_written_in_typescript_is_checked_as_typescript(verdict):
    """write_file's content is code in the language of its path."""
    bad = (
        "fs__write_file",
        {"path": "/p/src/api.ts", "content": "export const f = (x: any) => x;\n"},
    )
    good = (
        "fs__write_file",
        {"path": "/p/src/api.ts", "content": "export const f = (x: number) => x;\n"},
    )
    v = verdict("Never use `any` in TypeScript.", bad)
    assert v.verdict is Outcome.VIOLATED and v.evidence.argument == "content"
    assert verdict("Never use `any` in TypeScript.", good).verdict is Outcome.FOLLOWED


def test_no_emoji_looks_everywhere_the_agent_writes_but_in_quotations(verdict):
    """An emoji in prose, code or a commit message breaks "no emoji"; one it quotes does not; ✓ is not one."""
    assert verdict("No emoji.", "Deployed 🚀").verdict is Outcome.VIOLATED
    assert verdict("No emoji.", "```js\nconsole.log('✅ ok');\n```").verdict is Outcome.VIOLATED
    assert (
        verdict("No emoji.", ("git_commit", {"message": "✨ Add login"})).verdict
        is Outcome.VIOLATED
    )
    assert (
        verdict("No emoji.", 'The button reads "🚀 Launch"; I renamed it.').verdict
        is Outcome.FOLLOWED
    )
    assert verdict("No emoji.", "Tests: ✓ 12 passed → ready.").verdict is Outcome.FOLLOWED
    assert verdict("不要用表情符号。", "好的，已经修好了。").verdict is Outcome.FOLLOWED


def test_asking_for_one_tool_forbids_the_others_of_its_kind(verdict):
    """ "We use yarn" is broken by npm or pnpm, followed by yarn, and silent without a command."""
    assert verdict("We use yarn.", "```bash\npnpm add vitest\n```").verdict is Outcome.VIOLATED
    assert verdict("We use yarn.", "```bash\nyarn add vitest\n```").verdict is Outcome.FOLLOWED
    assert verdict("We use yarn.", "The tests pass.").verdict is Outcome.NOT_APPLICABLE


def test_libraries_are_found_by_their_imports(verdict):
    """import requests breaks "httpx instead of requests"; import httpx follows it."""
    assert (
        verdict("Use httpx instead of requests.", "```python\nimport requests\n```").verdict
        is Outcome.VIOLATED
    )
    assert (
        verdict("Use httpx instead of requests.", "```python\nimport httpx\n```").verdict
        is Outcome.FOLLOWED
    )
    assert (
        verdict("Don't use lodash.", "```js\nimport _ from 'lodash';\n```").verdict
        is Outcome.VIOLATED
    )


def test_sudo_is_a_program_too(verdict):
    """A command run with sudo uses sudo."""
    assert (
        verdict("Never use sudo.", "```bash\nsudo apt install ripgrep\n```").verdict
        is Outcome.VIOLATED
    )
    assert (
        verdict("Never use sudo.", "```bash\nbrew install ripgrep\n```").verdict is Outcome.FOLLOWED
    )


def test_words_are_looked_for_in_the_agents_own_prose(verdict):
    """A forbidden phrase said breaks the rule; quoted, it does not; "start with" looks at the start."""
    assert (
        verdict('Never say "Great question".', "Great question! Here it is.").verdict
        is Outcome.VIOLATED
    )
    assert (
        verdict('Never say "Great question".', 'He wrote "Great question" on the PR.').verdict
        is Outcome.FOLLOWED
    )
    assert (
        verdict('Never start your replies with "Sure".', "Sure! Done.").verdict is Outcome.VIOLATED
    )
    assert (
        verdict('Never start your replies with "Sure".', "Done. I'm sure.").verdict
        is Outcome.FOLLOWED
    )


def test_a_tool_call_that_writes_nothing_gives_terms_no_occasion(verdict):
    """A push writes no text: "no emoji" does not apply to it."""
    assert (
        verdict("No emoji.", ToolCall("git_push", {"branch": "x"})).verdict
        is Outcome.NOT_APPLICABLE
    )


def test_node_counts_beside_another_program_and_replies_only_rules_skip_commits(verdict):
    """ "Use Bun instead of Node" is broken by `node server.js`; "no emoji in your replies" says
    nothing of a commit message."""
    assert (
        verdict("Use Bun instead of Node.", "```bash\nnode server.js\n```").verdict
        is Outcome.VIOLATED
    )
    assert (
        verdict("Use Bun instead of Node.", "```bash\nbun server.ts\n```").verdict
        is Outcome.FOLLOWED
    )
    commit = ("git_commit", {"message": "✨ Add cart"})
    assert verdict("No emoji in your replies.", commit).verdict is Outcome.NOT_APPLICABLE
    assert verdict("No emoji in your replies.", "All set ✅").verdict is Outcome.VIOLATED
    assert (
        verdict("不要使用 var 宣告變數。", "```js\nvar total = 0;\n```").verdict is Outcome.VIOLATED
    )
