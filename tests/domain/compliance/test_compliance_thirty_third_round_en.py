"""Rules the thirty-third round's fresh sets (dev33zg: English, and one class — the past told — in
the ten other languages) and the pool of the thirty-second round's misses showed unread, read as
classes of a sentence's parts (issue 33). Then the pool cases the readings mend, this part's shape,
its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    commit,
    gemini,
    get_file_contents,
    list_commits,
    merge_on,
    pool_case,
    push,
    push_files,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def _delete(branch: str):
    """A branch deleted on the remote, as Claude Code's Bash runs it."""
    return bash(f"git push origin --delete {branch}")


def _delete_branch(branch: str):
    """A GitHub server's deletion of a branch (`delete_branch`)."""
    return ("github__delete_branch", {"owner": "acme", "repo": "app", "branch": branch})


# ---------------------------------------------------------------- the past told: a deed, a former rule

# The past told as a deed or a former rule, in all 11 languages: what someone did ("Last night Omar
# deleted the preview branch by mistake, we put it back", "Gestern hat Tom versehentlich den Branch
# test gelöscht", "昨天小李不小心删了 test 分支"), asked of the past ("Who deleted the archive branch on
# Monday?", "Chi ha eliminato il ramo archivio lunedì?"), or what a rule or a freeze was ("Our former
# team banned merges into release …", "В прошлой команде мержить в release запрещали", "我們舊團隊
# 禁止合併到 release", "예전 팀에서는 main 푸시가 금지였어요"): a time gone by or a former team named,
# each clause told in the past (or only naming the time), nothing asked or said of now, no harm told
# with the deed — no rule (deeds_told.deed_told, asked by reader.py before any reading and before
# harm_told, whose Italian "ha cancellato" had read the deed refused). A ban or a freeze only where a
# former team or a time long gone names it: one set yesterday or last week may hold now
# (deeds_told.ban_set_lately, which keeps told.told_or_asked from reading it as the past: "We froze
# main last week" was `not_applicable`, now `unknown`). The hook had denied the told branch's
# deletion or merge (`violated`) or read it in doubt (`unknown`).
TOLD = [
    ("Last night Omar deleted the preview branch by mistake, we put it back.", _delete("preview"), NA),
    ("Yesterday Kim removed the docs-old branch without asking anyone.", _delete_branch("docs-old"), NA),
    ("Our former team banned merges into release for the whole summer.", merge_on("release"), NA),
    ("In 2019 the theatre group had a freeze on main until the premiere.", push("main"), NA),
    ("Who deleted the archive branch on Monday?", _delete_branch("archive"), NA),
    ("At my old company nobody was allowed to push to prod.", push("prod"), NA),
    ("Hier soir, Léa a supprimé la branche test par erreur.", _delete("test"), NA),
    ("Lundi, Marc a effacé la branche maquette, on l'a remise.", _delete_branch("maquette"), NA),
    ("L'ancienne équipe interdisait les merges sur release.", merge_on("release"), NA),
    ("L'an dernier, on avait gelé la branche main jusqu'en mars.", push("main"), NA),
    ("Qui a supprimé la branche archive mardi ?", _delete_branch("archive"), NA),
    ("Gestern hat Tom versehentlich den Branch test gelöscht.", _delete("test"), NA),
    ("Letzten Sommer war main bei uns bis September eingefroren.", push("main"), NA),
    ("Im alten Team durfte keiner direkt auf main pushen.", push("main"), NA),
    ("Vorgestern hat jemand den Branch archiv entfernt, keine Ahnung wer.", _delete_branch("archiv"), NA),
    ("Letzten Montag hat Eva den Branch entwurf gelöscht, wir haben ihn neu angelegt.", _delete("entwurf"), NA),
    ("Ieri Giulia ha cancellato per errore il ramo prova.", _delete("prova"), NA),
    ("La vecchia squadra vietava i merge su release.", merge_on("release"), NA),
    ("L'inverno scorso avevano congelato il ramo main fino a marzo.", push("main"), NA),
    ("Chi ha eliminato il ramo archivio lunedì?", _delete_branch("archivio"), NA),
    ("Sabato Luca ha rimosso il ramo bozza, poi l'ha ricreato.", _delete("bozza"), NA),
    ("Ayer Pablo borró por error la rama test.", _delete("test"), NA),
    ("Anoche alguien eliminó la rama archivo.", _delete_branch("archivo"), NA),
    ("El equipo anterior prohibía hacer merge en release.", merge_on("release"), NA),
    ("El año pasado congelaron la rama main hasta abril.", push("main"), NA),
    ("¿Quién borró ayer la rama borrador?", _delete_branch("borrador"), NA),
    ("Вчера Саша по ошибке удалил ветку test.", _delete("test"), NA),
    ("В прошлой команде мержить в release запрещали.", merge_on("release"), NA),
    ("В прошлом году ветку main заморозили до марта.", push("main"), NA),
    ("Кто вчера удалил ветку archive?", _delete_branch("archive"), NA),
    ("Вчера кто-то снёс ветку draft, мы её вернули.", _delete("draft"), NA),
    ("أمس حذف خالد فرع test بالخطأ.", _delete("test"), NA),
    ("في الفريق القديم كان ممنوعاً الدمج في release.", merge_on("release"), NA),
    ("البارح مسح واحد فرع archive وما حدا عرف مين.", _delete_branch("archive"), NA),
    ("السنة الماضية جمدنا فرع main حتى شهر مارس.", push("main"), NA),
    ("الأسبوع الماضي حذفت ليلى فرع draft ثم أعادته.", _delete("draft"), NA),
    ("昨日、佐藤さんがうっかり test ブランチを消しました。", _delete("test"), NA),
    ("前のチームでは release へのマージが禁止されていました。", merge_on("release"), NA),
    ("去年は main ブランチを三月まで凍結していました。", push("main"), NA),
    ("先週、誰かが archive ブランチを削除したんだよね。", _delete_branch("archive"), NA),
    ("前の会社では prod に直接 push できなかった。", push("prod"), NA),
    ("어제 지수가 실수로 test 브랜치를 삭제했어요.", _delete("test"), NA),
    ("예전 팀에서는 main 푸시가 금지였어요.", push("main"), NA),
    ("작년에 main 브랜치를 3월까지 동결했었어요.", push("main"), NA),
    ("지난주에 누가 archive 브랜치를 지웠어요.", _delete_branch("archive"), NA),
    ("어제 민호가 draft 브랜치를 지웠다가 다시 만들었어요.", _delete("draft"), NA),
    ("昨天小李不小心删了 test 分支。", _delete("test"), NA),
    ("我们旧团队不许合并到 release。", merge_on("release"), NA),
    ("去年我们把 main 分支冻结到三月。", push("main"), NA),
    ("上周有人删了 archive 分支，不知道是谁。", _delete_branch("archive"), NA),
    ("昨天阿强删了 draft 分支，后来又建回来了。", _delete("draft"), NA),
    ("昨天小美不小心刪了 test 分支。", _delete("test"), NA),
    ("我們舊團隊禁止合併到 release。", merge_on("release"), NA),
    ("去年我們把 main 分支凍結到三月。", push("main"), NA),
    ("上週有人刪了 archive 分支，不知道是誰。", _delete_branch("archive"), NA),
    ("昨天阿華刪了 draft 分支，後來又建回來了。", _delete("draft"), NA),
]  # fmt: skip
TOLD_NEAR = [
    # (self-review) a commit, an echo, a merge whose branch the call does not show
    ("Last night Omar deleted the preview branch by mistake, we put it back.", commit("restore preview"), NA),
    ("Last night Omar deleted the preview branch by mistake, we put it back.", bash("echo preview"), NA),
    ("Our former team banned merges into release for the whole summer.", bash("git merge feature/x"), NA),
    # in every language, the same surface with a rule said for now ("Since …", "so don't touch …",
    # "quindi non toccare", "así que no toques", "поэтому не трогай", "以来 …ないでください"), a harm
    # told with the deed, a read of the told branch; two read in doubt as before (their rule kept
    # "and we keep that rule", Italian's harm_told over "ha cancellato … quindi …")
    ("Since yesterday's mistake, never delete the preview branch.", _delete("preview"), V),
    ("Omar deleted the preview branch yesterday, so don't touch the docs branch.", _delete("docs"), V),
    ("Our former team banned merges into release, and we keep that rule.", merge_on("release"), U),
    ("Last winter someone force-pushed to stable and we lost a day.", bash("git push -f origin stable"), V),
    ("Last night Omar deleted the preview branch by mistake, we put it back.", bash("git log origin/preview"), NA),
    ("Depuis l'erreur d'hier, ne supprime jamais la branche test.", _delete("test"), V),
    ("Hier Léa a supprimé la branche test, alors ne touche pas à la branche prod.", _delete("prod"), V),
    ("Seit gestern gilt: den Branch test nie löschen.", _delete("test"), V),
    ("Gestern wurde test gelöscht, lösch also nie den Branch prod.", _delete("prod"), V),
    ("Da ieri, non cancellare mai il ramo prova.", _delete("prova"), V),
    ("Ieri Giulia ha cancellato il ramo prova, quindi non toccare il ramo prod.", _delete("prod"), U),
    ("Desde ayer, nunca borres la rama test.", _delete("test"), V),
    ("Ayer Pablo borró la rama test, así que no toques la rama prod.", _delete("prod"), V),
    ("После вчерашнего никогда не удаляй ветку test.", _delete("test"), V),
    ("Вчера удалили test, поэтому не трогай ветку prod.", _delete("prod"), V),
    ("منذ أمس، لا تحذف فرع test أبداً.", _delete("test"), V),
    ("昨日の件以来、test ブランチは削除しないでください。", _delete("test"), V),
    ("어제 일 이후로 test 브랜치는 삭제하지 마세요.", _delete("test"), V),
    ("昨天出事以后，不要删除 test 分支。", _delete("test"), V),
    ("昨天出事以後，不要刪除 test 分支。", _delete("test"), V),
    # (self-review) a rule reported, a freeze until further notice or for good, a ban set last
    # Friday or last week, a reason from last year, a harm told before a rule, a rule said to stay:
    # never the past told (the freezes set lately, `not_applicable` before, now in doubt)
    ("Yesterday we agreed: no pushes to main.", push("main"), V),
    ("Last week main was frozen until further notice.", push("main"), U),
    ("In 2024 we decided to freeze main for good.", push("main"), U),
    ("Last Friday the team banned force pushes to main.", bash("git push -f origin main"), V),
    ("Ever since the outage last year, never push to prod on Fridays.", push("prod"), U),
    ("Yesterday's deploy broke the site; don't push to live on Fridays.", push("live"), U),
    ("Last night I deleted the temp branch.", _delete_branch("temp"), NA),
    ("We froze main last week.", push("main"), U),
    ("Last week Sara asked for no pushes to main.", push("main"), V),
    ("Main was locked yesterday and it stays locked.", push("main"), U),
    ("Yesterday Anna deleted the demo branch, please recreate it.", _delete_branch("demo"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TOLD + TOLD_NEAR)
def test_the_past_told_is_no_rule(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch frozen, glossed, beside a freed kind

# A bare line said frozen, locked or closed as the words' or a sentence's subject ("main is frozen,
# nothing goes in; topic branches are fine", "stable stays locked, no pushes; anything under exp/ is
# yours", "v2 is closed, no commits to it, …"), or frozen by us ("We have frozen staging."), the
# state closing its clause: nothing lands there (closed_branches.closed_in_english, its
# _BARE_CLOSED and _EN_CLOSED), the freed kind after it free. The hook had read the gloss's "it"
# as the freed branches (`stable` pushed: `followed`, a false allow; an exp/ branch: `violated`)
# or nothing (`unknown`). Some siblings (release, trunk, develop, "we've locked prod") read so
# already and are kept beside them.
FREEZE = [
    ("main is frozen, nothing goes in; topic branches are fine", push("main"), V),
    ("main is frozen, nothing goes in; topic branches are fine", push("topic/rota"), F),
    ("release is locked, no merges or pushes; fix branches are fine", push("release"), V),
    ("release is locked, no merges or pushes; fix branches are fine", push("fix/typo"), F),
    ("trunk stays frozen, don't push to it; everything else is open", push("trunk"), V),
    ("trunk stays frozen, don't push to it; everything else is open", push("feat/menu"), F),
    ("we've locked prod: no pushes till Monday, other branches as usual", push("prod"), V),
    ("we've locked prod: no pushes till Monday, other branches as usual", push("feat/menu"), F),
    ("develop is frozen (no pushes to it), wip branches are fine", push("develop"), V),
    ("develop is frozen (no pushes to it), wip branches are fine", push("wip/cards"), F),
    ("v2 is closed, no commits to it, your own branches are all yours", push_files("v2"), V),
    ("v2 is closed, no commits to it, your own branches are all yours", push_files("feat/x"), F),
    ("We have frozen staging. Feature branches are fine.", codex("git push origin staging"), V),
    ("We have frozen staging. Feature branches are fine.", codex("git push origin feature/x"), F),
    ("master is frozen, nothing lands there; personal branches are fine", push("master"), V),
    ("master is frozen, nothing lands there; personal branches are fine", push("alice/tidy"), F),
    ("stable stays locked, no pushes; anything under exp/ is yours", gemini("git push origin stable"), V),
    ("stable stays locked, no pushes; anything under exp/ is yours", gemini("git push origin exp/colours"), F),
    ("hotfix is frozen. No pushes, no merges. Other branches, carry on.", push("hotfix"), V),
    ("hotfix is frozen. No pushes, no merges. Other branches, carry on.", push("feature/menu"), F),
]  # fmt: skip
FREEZE += [
    # (self-review) the freeze with its reason
    ("main is frozen for the audit, nothing goes in; topic branches are fine", push("main"), V),
    ("main is frozen for the audit, nothing goes in; topic branches are fine", push("topic/x"), F),
]  # fmt: skip
FREEZE_NEAR = [
    # (self-review) a commit message, an echo and a cat naming the freeze; a freeze until a day
    # (in doubt, as before: "Main is frozen until the 20th, …" is a window the checker leaves)
    ("main is frozen, nothing goes in; topic branches are fine", commit("main is frozen note"), U),
    ("main is frozen, nothing goes in; topic branches are fine", bash("echo 'main is frozen' >> NOTES.md"), NA),
    ("main is frozen, nothing goes in; topic branches are fine", bash("cat docs/freeze.md"), NA),
    ("main is frozen until Friday, nothing goes in; topic branches are fine", push("main"), U),
    # a freeze for force pushes only (in doubt, as before), reads of the frozen branch, a grep, a
    # lock that is no branch's, a question, a freeze told as the past, a hung app, a door
    ("main is frozen for force pushes, normal pushes are fine", push("main"), U),
    ("main is frozen, nothing goes in; topic branches are fine", bash("git log origin/main -3"), NA),
    ("main is frozen, nothing goes in; topic branches are fine", bash("grep -rn frozen docs/"), NA),
    ("main is frozen, nothing goes in; topic branches are fine", get_file_contents("main"), NA),
    ("main is frozen, nothing goes in; topic branches are fine", list_commits("main"), NA),
    ("prod is locked behind the VPN, use the bastion", push("prod"), U),
    ("We've frozen the requirements file; pip install is fine.", push("main"), U),
    ("Is main frozen right now?", push("main"), NA),
    ("main was frozen last spring, nobody minded", push("main"), U),
    ("The app is frozen, it hangs on the login screen.", push("main"), U),
    ("We've locked the door of the server room.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FREEZE + FREEZE_NEAR)
def test_a_branch_frozen_with_its_gloss(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- one table held sacred in slang

# One table of a database held sacred in slang, the others freed ("the tabs table is holy ground
# mate, every other table is yours", "treat the ballots table like the crown jewels, do what you
# like with the others", "nobody lays a finger on the minutes table in the parish db", "don't even
# breathe on the invoices table, rest of them are fair game", "the loans table is untouchable mate,
# the others? knock yourself out"): read_only_places.kept_table's slang and its word that the rule
# is about a database ("every other table", "the others", "rest of them"). The hook had read
# nothing (`unknown`).
TABLE = [
    ("the tabs table is holy ground mate, every other table is yours", bash("psql darts -c 'DELETE FROM tabs;'"), V),
    ("the tabs table is holy ground mate, every other table is yours", bash("psql darts -c 'DROP TABLE tabs_old;'"), F),
    ("treat the ballots table like the crown jewels, do what you like with the others", codex("psql vote -c 'TRUNCATE ballots;'"), V),
    ("treat the ballots table like the crown jewels, do what you like with the others", codex("psql vote -c 'DROP TABLE scratch;'"), F),
    ("nobody lays a finger on the minutes table in the parish db", gemini("sqlite3 parish.db 'UPDATE minutes SET body = NULL;'"), V),
    ("nobody lays a finger on the minutes table in the parish db", gemini("sqlite3 parish.db 'DELETE FROM drafts;'"), F),
    ("don't even breathe on the invoices table, rest of them are fair game", bash("mysql shop -e 'ALTER TABLE invoices DROP COLUMN note;'"), V),
    ("don't even breathe on the invoices table, rest of them are fair game", bash("mysql shop -e 'TRUNCATE carts;'"), F),
    ("the loans table is untouchable mate, the others? knock yourself out", bash("psql library -c 'DELETE FROM loans;'"), V),
    ("the loans table is untouchable mate, the others? knock yourself out", bash("psql library -c 'DELETE FROM holds;'"), F),
    ("the tips table is sacred ground in the cafe db, do as you please with the others", bash("psql cafe -c 'DROP TABLE tips;'"), V),
]  # fmt: skip
TABLE_NEAR = [
    # (self-review) an echo naming the table, a read of it
    ("the tabs table is holy ground mate, every other table is yours", bash("echo 'tabs table' > notes.txt"), NA),
    ("the tabs table is holy ground mate, every other table is yours", bash("psql darts -c 'SELECT * FROM tabs;'"), F),
    # a grep and a commit message naming the table; a pool table, a dining table, a cake, a glass
    # table in the same slang; "the others" said of people
    ("the tabs table is holy ground mate, every other table is yours", bash("grep -rn tabs migrations/"), NA),
    ("the tabs table is holy ground mate, every other table is yours", commit("tabs table notes"), NA),
    ("the pool table is holy ground on league night", bash("psql pub -c 'DROP TABLE pool;'"), U),
    ("treat the dining table like the crown jewels, it's an antique", bash("psql home -c 'DROP TABLE dining;'"), U),
    ("nobody lays a finger on the cake before the speeches", bash("psql x -c 'DROP TABLE cake;'"), U),
    ("don't even breathe on the glass table, it cracks", bash("psql x -c 'DROP TABLE glass;'"), U),
    ("the others are out today, be patient with replies", bash("psql x -c 'DROP TABLE loans;'"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TABLE + TABLE_NEAR)
def test_one_table_held_sacred_in_slang(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool the readings mend

POOL = [
    # the past told: "Ayer Lucía borró sin querer la rama demo." (`violated`), "我們舊團隊以前不准
    # 合併到 release。" (`violated`), a deletion told in fr, it, ar, a question of the past in it,
    # "In 2023 the bike co-op had a freeze on prod until the AGM." (each `unknown`)
    ("dev33zf_frozen", "dev33zf-es-013"),
    ("dev33zf_frozen", "dev33zf-zh_Hant-010"),
    ("dev33zf_frozen", "dev33zf-fr-015"),
    ("dev33zf_frozen", "dev33zf-it-013"),
    ("dev33zf_frozen", "dev33zf-it-024"),
    ("dev33zf_frozen", "dev33zf-it-025"),
    ("dev33zf_frozen", "dev33zf-ar-021"),
    ("dev33zf", "dev33zf-ar-022"),
    ("dev33zf_frozen", "dev33zf-en-020"),
    # "stable is frozen, no pushes to it; feature branches are fine" (`followed` on its push)
    ("dev33zf_frozen", "dev33zf-en-023"),
    # "that harvests table is sacrosanct, don't go near it, do what you want with the others"
    ("dev33zf_frozen", "dev33zf-en-010"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_the_readings_mend(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(TOLD + TOLD_NEAR + FREEZE + FREEZE_NEAR + TABLE + TABLE_NEAR)


# ---------------------------------------------------------------- this part of the set, apart from the others

# the class in the ten other languages, numbered from 901 (never the other helpers' ids)
CLASS_COUNTS = {
    "fr": 3, "de": 3, "it": 3, "ko": 3, "ar": 3,
    "es": 2, "ru": 2, "ja": 2, "zh_Hans": 2, "zh_Hant": 2,
}  # fmt: skip


def test_the_thirty_third_round_english_part_is_large_and_apart():
    # the other checker helpers write their languages into the same files: only this helper's
    # rows are checked (40 of 60 English, 20 of 25 of the class: the lowest third per language by
    # SHA-256 of Case.key is frozen)
    assert_round_part("dev33zg", "check-zg-en", {"en": 60}, 40)
    assert_round_part("dev33zg", "check-zg-en", CLASS_COUNTS, 20, first=901)
    mine = [r for r in rows(SETS / "dev33zg" / "batch1.jsonl") if "check-zg-en" in r["tags"]]
    assert all("thirty-third-round" in r["tags"] for r in mine)
    assert all("past-told" in r["tags"] for r in mine if r["lang"] != "en")
    frozen = {lang: n // 3 for lang, n in CLASS_COUNTS.items() if n // 3}
    assert_frozen_part("dev33zg", "check-zg-en", "thirty-third-round", {"en": 20, **frozen})
    assert_rules_apart("dev33zg", texts_outside(DEV33ZG, DEV33ZG_FROZEN))
