"""The review of the thirty-second round's merge (review-zf), mended as classes (mend-zf-scope):

1. a window (the night, a day) in a sentence of its own bounds that sentence: the standing bans
   beside it hold at every hour ("밤에는 DB 마이그레이션을 돌리지 마세요. main 에는 절대 강제
   푸시하지 마세요."), where every ban had been read as timed and a force push to main went through;
2. a merge word that modifies a noun ("main 에 바로 머지된 커밋", "main に直接マージしたコミット",
   "合并到 main 的提交") is a merged state, no refused merge: a merge into main was denied;
3. a clause that writes a document ("die Doku schreibst du auf Deutsch", "la doc, écris-la en
   français") beside a commit's language is no reply's language: an English reply was refused;
4. the comments inside a settings format's files ("不要删除 YAML 文件里的注释") are no files:
   `rm old.yml` was refused.

The reviewer's messages first in each class, then near misses written for this file (none is in a
set), each asserting what it should read."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, codex, commit, edit, gemini, hook_answers, merge_on

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN
EN_REPLY = "Done, I fixed the bug and added a test."  # a reply, as the fixture reads a text


# ---------------------------------------------------------------- 1. a window bounds its sentence

WINDOW = [
    # the reviewer's
    ("밤에는 DB 마이그레이션을 돌리지 마세요. main 에는 절대 강제 푸시하지 마세요.", bash("git push --force origin main"), V),
    ("深夜は通知を送らないで。main には絶対に push しないで。", bash("git push origin main"), V),
    ("凌晨，不要跑数据库迁移。main 分支禁止 force push。", bash("git push --force origin main"), V),
    ("야간에는 알림을 보내지 마세요. 그리고 yarn 은 쓰지 마세요.", bash("yarn install"), V),
    # near misses: the standing ban kept elsewhere, other windows (a day) alike, other orders
    ("밤에는 DB 마이그레이션을 돌리지 마세요. main 에는 절대 강제 푸시하지 마세요.", bash("git push origin feat/a"), F),
    ("深夜は通知を送らないで。main には絶対に push しないで。", codex("git push origin develop"), F),
    ("야간에는 알림을 보내지 마세요. 그리고 yarn 은 쓰지 마세요.", bash("npm install"), F),
    ("새벽에는 배포하지 마세요. release 브랜치는 절대 지우지 마세요.", bash("git push origin --delete release"), V),
    ("夜間はバッチを止めないで。本番の main に force push は禁止です。", gemini("git push -f origin main"), V),
    ("晚上别发公告。也别用 npm。", bash("npm install"), V),
    ("On Fridays don't run migrations. Never force push to main.", bash("git push --force origin main"), V),
    ("金曜日はデプロイしないで。main には push しないで。", bash("git push origin main"), V),
    ("Never force push to main. And on weekends, no deploys.", bash("git push --force origin main"), V),
]  # fmt: skip
WINDOW_NEAR = [
    # the window's own sentence stays timed; one sentence under a window is timed whole; an
    # elliptical sentence naming nothing of its own keeps the window's
    ("야간에는 main 에 푸시하지 마세요.", bash("git push origin main"), U),
    ("야간에는 main 에 푸시하지 마세요.", bash("git push origin feat/a"), F),
    ("밤에는 마이그레이션 돌리지 말고 main 에 강제 푸시도 하지 마세요.", bash("git push --force origin main"), U),
    ("On Fridays, don't deploy and don't push to main.", bash("git push origin main"), U),
    ("金曜は main に push しないで。develop もダメ。", bash("git push origin main"), U),
    ("main 에 푸시하지 마세요. 밤에 특히요.", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WINDOW + WINDOW_NEAR)
def test_a_window_bounds_its_own_sentence(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_the_hook_denies_a_standing_ban_beside_a_night_window(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code`: the force push to main a standing sentence
    refuses is denied beside the night's window; a push to a feature branch goes on."""
    rule = "밤에는 DB 마이그레이션을 돌리지 마세요. main 에는 절대 강제 푸시하지 마세요."
    denied, went = hook_answers(
        core, tmp_path, rule, ["git push --force origin main", "git push origin feat/a"]
    )
    assert denied["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert "permissionDecision" not in str(went)


# ---------------------------------------------------------------- 2. a merged state is no merge

MERGED = [
    # the reviewer's
    ("main 에 바로 머지된 커밋은 되돌리지 마세요.", merge_on("main"), NA),
    ("main に直接マージしたコミットは消さないでください。", merge_on("main"), NA),
    # near misses: other states, other languages (a rule left unread is in doubt, no merge refused)
    ("main 에 머지한 커밋은 절대 지우지 마세요.", merge_on("main"), NA),
    ("main 브랜치로 병합된 PR 은 다시 열지 마세요.", merge_on("main"), NA),
    ("合并到 main 的提交不要回滚。", merge_on("main"), NA),
    ("不要把合并进 main 的代码回滚。", merge_on("develop"), U),
    ("release にマージされたタグは消さないで。", merge_on("release"), U),
]  # fmt: skip
MERGED_NEAR = [
    # the merge itself refused, as the round reads it: into main denied, into develop free
    ("main 에 바로 머지하지 마세요.", merge_on("main"), V),
    ("main 에 바로 머지하지 마세요.", merge_on("develop"), F),
    ("main 에는 바로 머지하지 마세요.", merge_on("main"), V),
    ("main への直接マージは禁止です。", merge_on("main"), V),
    ("main への直接マージは禁止です。", merge_on("develop"), F),
    ("main にマージしたらあかん。", merge_on("main"), V),
    ("main にマージしたらあかん。", merge_on("develop"), F),
    ("不要合并到 main。", merge_on("main"), V),
    ("禁止合并到 main 的操作。", merge_on("main"), V),
    ("禁止合并到 main 的操作。", merge_on("develop"), F),
    ("main 에 머지하는 건 안 됩니다.", merge_on("main"), V),
    ("머지는 하지 마세요.", merge_on("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGED + MERGED_NEAR)
def test_a_merged_state_refuses_no_merge(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 3. a document's language

DOCUMENT = [
    # the reviewer's
    ("Commit-Nachrichten auf Englisch, die Doku schreibst du auf Deutsch.", EN_REPLY, NA),
    ("Messages de commit en anglais ; la doc, écris-la en français.", EN_REPLY, NA),
    ("I commit in inglese; la documentazione scrivila in italiano.", EN_REPLY, NA),
    # near misses: the commit's language still read; other documents and languages
    ("Commit-Nachrichten auf Englisch, die Doku schreibst du auf Deutsch.", commit("fix the login bug"), F),
    ("Commit-Nachrichten auf Englisch, die Doku schreibst du auf Deutsch.", commit("behebe den Fehler beim Anmelden"), V),
    ("Messages de commit en anglais ; la doc, écris-la en français.", commit("fix the login bug"), F),
    ("I commit in inglese; la documentazione scrivila in italiano.", commit("fix the login bug"), F),
    ("Los commits en inglés; los comentarios del código escríbelos en español.", EN_REPLY, NA),
    ("Los commits en inglés; la documentación, escríbela en español.", EN_REPLY, NA),
]  # fmt: skip
DOCUMENT_NEAR = [
    # the reply named beside the document, or written to me: the reply's language
    ("Commit-Nachrichten auf Englisch, die Doku schreibst du auf Deutsch, und antworte mir auf Deutsch.", EN_REPLY, V),
    ("Commit-Nachrichten auf Englisch, die Doku schreibst du auf Deutsch, und antworte mir auf Deutsch.", "Fertig, ich habe den Fehler behoben und einen Test hinzugefügt.", F),
    ("Messages de commit en anglais ; la doc, écris-la en français, et réponds-moi en français.", EN_REPLY, V),
    ("Messages de commit en anglais ; écris-moi en français.", EN_REPLY, V),
    ("Messages de commit en anglais ; écris-moi en français.", "C'est fait, j'ai corrigé le bogue et ajouté un test.", F),
    ("I commit in inglese; scrivimi in italiano.", EN_REPLY, V),
    ("Commit-Nachrichten gern auf Englisch, die Antworten an mich aber auf Deutsch.", EN_REPLY, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOCUMENT + DOCUMENT_NEAR)
def test_a_document_written_in_a_language_is_no_reply(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 4. what is inside the files

INSIDE = [
    # the reviewer's (its rule stays unread: in doubt, no refusal of the file)
    ("不要删除 YAML 文件里的注释。", bash("rm old.yml"), U),
    # near misses
    ("JSON ファイルの中のコメントは消さないで。", bash("rm a.json"), U),
    ("YAML 파일 안의 주석은 지우지 마세요.", bash("rm a.yml"), U),
    ("YAML 文件的注释不要删。", bash("rm a.yml"), U),
    ("CSV 文件里的数据不要删。", bash("rm a.csv"), U),
]  # fmt: skip
INSIDE_NEAR = [
    # the files themselves refused, as the round reads them
    ("不要删除 YAML 文件。", bash("rm old.yml"), V),
    ("不要删除 YAML 文件。", bash("rm a.py"), F),
    ("YAML 파일은 지우지 마세요.", bash("rm a.yml"), V),
    ("YAML ファイルの削除は禁止です。", bash("rm a.yml"), V),
    ("YAML 文件的删除是禁止的。", bash("rm a.yml"), V),
    ("YAML 파일 수정 금지", edit("a.yml"), V),
    ("YAML 파일 수정 금지", edit("a.py"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), INSIDE + INSIDE_NEAR)
def test_what_is_inside_a_format_s_files_is_no_file(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
