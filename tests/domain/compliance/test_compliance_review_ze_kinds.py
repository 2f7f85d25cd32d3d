"""(mend-ze-kinds; the thirty-first round's review, finding 5) A format's word before the east's
noun of files (kept_files._DATA_KIND, its ext3 branch) is kept only in a clause that refuses; one
kind allowed and another refused in the same sentence each belong to their own clause. The clause
around a kind ended only at a sentence's end or a word of contrast, so "PDF 文件不要删，CSV 文件可以
删" kept the CSV files too (and the allowed kind beside the refused one let the refused deletion
through), and "CSV 文件可以删，但 JSON 文件不要删" denied the CSV deletion it allows (bare 但 was no
clause's end). Now a comma or Korean's 말고 closes the kind's clause where the words on its side
hold their own verb of acting on files, and a bare 但 ends a clause.

The reviewer's wordings first, then siblings written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, codex

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN
FREE = (F, NA)

REVIEWED = [
    # the allowed kind is free: the JSON files' clause is its own (check-zf-east, the thirty-second
    # round: JSON before the east's noun of files is a kind now, so the allowed CSV deletion keeps
    # the rule — it was unknown while JSON was no kind)
    ("CSV 文件可以删，但 JSON 文件不要删", bash("rm exports/old.csv"), (F,)),
    ("PDF 文件不要删，CSV 文件可以删", bash("rm a.pdf"), (V,)),
    ("CSV 檔可以刪，PDF 檔不要刪", bash("rm a.pdf"), (V,)),
    ("PDF 파일은 지우지 말고 CSV 파일만 정리해줘", bash("rm a.pdf"), (V,)),
    # the ones that came out right, kept
    ("CSV 파일은 지워도 되지만 PDF 파일은 지우지 마", bash("rm out/a.pdf"), (V,)),
    ("CSV 파일은 지워도 되지만 PDF 파일은 지우지 마", bash("rm out/a.csv"), FREE),
    ("CSV ファイルは消していいけど、PDF ファイルは消さないで", bash("rm out/a.pdf"), (V,)),
    ("CSV ファイルは消していいけど、PDF ファイルは消さないで", bash("rm out/a.csv"), FREE),
    ("LOG 文件随便删，PDF 文件别删", bash("rm out/a.pdf"), (V,)),
    ("LOG 文件随便删，PDF 文件别删", bash("rm out/a.log"), FREE),
]  # fmt: skip

SIBLINGS = [
    # zh_Hans: refused first, allowed first, 但 / 可是, a list of two kinds
    ("MP3 文件别删，WAV 文件随便删。", bash("rm audio/a.mp3"), (V,)),
    ("MP3 文件别删，WAV 文件随便删。", bash("rm audio/a.wav"), FREE),
    ("XLSX 文件可以删，但 PDF 文件不能删。", bash("rm reports/q3.pdf"), (V,)),
    ("XLSX 文件可以删，但 PDF 文件不能删。", bash("rm reports/q3.xlsx"), FREE),
    ("TSV 文件可以删掉，可是 SQL 文件不要删掉。", codex("rm db/seed.sql"), (V,)),
    ("TSV 文件可以删掉，可是 SQL 文件不要删掉。", codex("rm out/a.tsv"), FREE),
    ("PDF 文件和 CSV 文件都不要删。", bash("rm a/b.csv"), (V,)),
    ("PDF 文件和 CSV 文件都不要删。", bash("rm a/b.pdf"), (V,)),
    ("PDF 文件、CSV 文件都不要删。", bash("rm a/b.pdf"), (V,)),
    # zh_Hant
    ("MP4 檔不要刪，GIF 檔可以刪。", bash("rm media/intro.mp4"), (V,)),
    ("MP4 檔不要刪，GIF 檔可以刪。", bash("rm media/intro.gif"), FREE),
    ("PNG 檔案可以刪，可是 PDF 檔案不可以刪。", bash("rm scans/id.pdf"), (V,)),
    ("PNG 檔案可以刪，可是 PDF 檔案不可以刪。", bash("rm scans/id.png"), FREE),
    # ja: refused first with a comma, allowed first with けど
    ("PDF ファイルは消さないで、CSV ファイルは消してもいいよ。", bash("rm docs/a.pdf"), (V,)),
    ("PDF ファイルは消さないで、CSV ファイルは消してもいいよ。", bash("rm docs/a.csv"), FREE),
    ("WAV ファイルは削除していいけど、MP3 ファイルは削除しないで。", bash("rm a/b.mp3"), (V,)),
    ("WAV ファイルは削除していいけど、MP3 ファイルは削除しないで。", bash("rm a/b.wav"), FREE),
    ("PDF ファイルは、消さないでください。", bash("rm a/b.pdf"), (V,)),
    # ko: 말고, 지만, 만
    ("MP3 파일은 삭제하지 말고 WAV 파일만 지워 줘.", bash("rm rec/a.mp3"), (V,)),
    ("MP3 파일은 삭제하지 말고 WAV 파일만 지워 줘.", bash("rm rec/a.wav"), FREE),
    ("XLSX 파일은 지워도 되지만 CSV 파일은 삭제 금지.", bash("rm out/a.csv"), (V,)),
    ("XLSX 파일은 지워도 되지만 CSV 파일은 삭제 금지.", bash("rm out/a.xlsx"), FREE),
    # (left: the permission of the second clause keeps the whole rule unknown, as before the round;
    # the kinds are read right — only the PDF files kept)
    ("PDF 파일은 지우지 마, CSV 파일은 지워도 돼.", bash("rm out/a.pdf"), (U,)),
    ("PDF 파일은 지우지 마, CSV 파일은 지워도 돼.", bash("rm out/a.csv"), FREE),
    ("엑셀 말고 XLSX 파일 삭제하면 안 돼요.", bash("rm out/b.xlsx"), (V,)),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REVIEWED + SIBLINGS)
def test_each_kind_belongs_to_its_own_clause(verdict, rule, output, expected):
    got = verdict(rule, output).verdict
    assert got in expected, (rule, output, got)


def test_through_claude_codes_hook_the_allowed_kind_is_not_denied(tmp_path):
    """The reviewer's wording through the real hook (`--client claude-code`): the CSV deletion the
    rule allows was denied; now it goes on, and the PDF deletion the next rule refuses is denied."""
    import json
    import os
    import subprocess
    import sys
    import tempfile

    from app.cli.hook_helper import stop_helpers

    data, folder = tmp_path / "data", tmp_path / "proj"
    folder.mkdir()
    run = tempfile.mkdtemp(prefix="mkz-", dir="/tmp")
    env = {**os.environ, "MINDKEEP_HOOK_RUN_DIR": run, "MINDKEEP_HOOK_IDLE_S": "5"}

    def app(*args, stdin=None):
        done = subprocess.run(
            [sys.executable, "-m", "app", "--data-dir", str(data), *args],
            input=stdin, capture_output=True, timeout=120, env=env,
        )  # fmt: skip
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
        return done.stdout

    def pre(command):
        payload = {"cwd": str(folder), "tool_name": "Bash", "tool_input": {"command": command}}
        out = app("hook", "pre-tool", "--client", "claude-code", stdin=json.dumps(payload).encode())
        return json.loads(out) if out.strip() else {}

    try:
        space = json.loads(app("--json", "space", "create", "Shop"))["id"]
        ses = json.loads(app("--json", "session", "create", "--space", str(space)))["id"]
        app("space", "bind", str(space), str(folder))
        for rule in ("CSV 文件可以删，但 JSON 文件不要删", "PDF 文件不要删，CSV 文件可以删"):
            app(
                "memory",
                "add",
                "--session",
                str(ses),
                "--scope",
                "space",
                "--kind",
                "constraint",
                rule,
            )
        assert '"deny"' not in json.dumps(pre("rm exports/old.csv"))
        assert '"deny"' in json.dumps(pre("rm exports/old.pdf"))
    finally:
        stop_helpers(run)


def test_codexs_apply_patch_in_a_shell_string_writes_the_patchs_files(tmp_path):
    """(the reviewer's side note) Codex's ["bash", "-lc", "apply_patch <<'EOF' …"] reaches the
    checker joined into one string (events._call_of, shlex.join): its patch's files are read as
    the list form's are, so an Add File into a refused folder is denied, one elsewhere goes on."""
    import json
    import os
    import subprocess
    import sys
    import tempfile

    from app.cli.hook_helper import stop_helpers

    data, folder = tmp_path / "data", tmp_path / "proj"
    folder.mkdir()
    run = tempfile.mkdtemp(prefix="mkz-", dir="/tmp")
    env = {**os.environ, "MINDKEEP_HOOK_RUN_DIR": run, "MINDKEEP_HOOK_IDLE_S": "5"}

    def app(*args, stdin=None):
        done = subprocess.run(
            [sys.executable, "-m", "app", "--data-dir", str(data), *args],
            input=stdin, capture_output=True, timeout=120, env=env,
        )  # fmt: skip
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
        return done.stdout

    def pre(argv):
        payload = {"cwd": str(folder), "tool_name": "shell", "tool_input": {"command": argv}}
        out = app("hook", "pre-tool", "--client", "codex", stdin=json.dumps(payload).encode())
        return json.dumps(json.loads(out) if out.strip() else {})

    def patch(path):
        return f"apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: {path}\n+x\n*** End Patch\nEOF"

    try:
        space = json.loads(app("--json", "space", "create", "Shop"))["id"]
        ses = json.loads(app("--json", "session", "create", "--space", str(space)))["id"]
        app("space", "bind", str(space), str(folder))
        rule = "Don't write anything into dist/."
        app(
            "memory", "add", "--session", str(ses), "--scope", "space", "--kind", "constraint", rule
        )
        assert '"deny"' in pre(["bash", "-lc", patch("dist/app.js")])
        assert '"deny"' in pre(["zsh", "-c", patch("dist/vendor.js")])
        assert '"deny"' not in pre(["bash", "-lc", patch("src/app.js")])
        assert '"deny"' in pre(["apply_patch", patch("dist/app.js").split("\n", 1)[1][:-4]])
    finally:
        stop_helpers(run)
