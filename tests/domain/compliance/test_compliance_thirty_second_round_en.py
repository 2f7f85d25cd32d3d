"""Rules the thirty-second round's fresh sets (dev33zf: English, and one class in the ten other
languages) and the pool of the thirty-first round's misses showed unread, read as classes of a
sentence's parts (issue 33). Then the pool cases the reading mends, this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZF, DEV33ZF_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    create_or_update_file,
    delete_file,
    get_file_contents,
    list_commits,
    pool_case,
    push_files,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- files written onto a branch by a tool

# Files written, changed or deleted onto a branch named, by any tool or a git host's API, in all 11
# languages ("Don't put files on main with the GitHub tools", "No changing files on the release
# branch through the API", "Keep the GitHub API off the live branch", "Ne modifie aucun fichier sur
# la branche main avec l'API GitHub", "Schreib über die GitHub-API keine Dateien auf den Branch
# main", "لا تكتب ملفات في فرع main بأدوات GitHub", "别用 GitHub API 修改 main 分支上的文件", "API로
# stable 브랜치에 파일 쓰지 마세요"): no word of a push or a commit is said, yet files written onto a
# branch land there as a commit — read as "no commit lands on that branch" (branch_writes, asked
# by read_actions with the branches it named: a verb of writing with files or with the means that
# writes them). A host's push_files / create_or_update_file / delete_file there breaks it, one
# onto another branch keeps it; a read (get_file_contents, list_commits) writes nothing: no case.
# Where no branch is read ("on stable" with no word for a branch), the host's name stands for its
# tools that write files, never for its reads (named_terms). The hook had read the host's name as
# a ban on all its tools (a read of main, a write onto a feature branch: `violated`, a false deny),
# or nothing (`unknown`).
WRITES = [
    ("Don't put files on main with the GitHub tools, ever.", push_files('main'), V),
    ("Don't put files on main with the GitHub tools, ever.", push_files('feature/rota'), F),
    ('No changing files on the release branch through the API.', create_or_update_file('release'), V),
    ('No changing files on the release branch through the API.', create_or_update_file('fix/typo'), F),
    ('Never delete files on stable via the GitHub MCP.', delete_file('stable'), V),
    ("Don't write files onto main through the API, the auditors read every commit there.", push_files('main'), V),
    ('Keep the GitHub API off the live branch, write wherever else you need.', create_or_update_file('live'), V),
    ('Keep the GitHub API off the live branch, write wherever else you need.', create_or_update_file('feature/menu'), F),
    ("Until Friday, don't write files onto main through the API.", push_files('feature/x'), F),
    ("Until Friday, don't write files onto main through the API.", push_files('main'), V),
    ("Ne modifie aucun fichier sur la branche main avec l'API GitHub.", create_or_update_file('main'), V),
    ("Ne modifie aucun fichier sur la branche main avec l'API GitHub.", create_or_update_file('feature/menu'), F),
    ("N'écris jamais de fichiers sur la branche release avec les outils GitHub.", push_files('release'), V),
    ("N'écris jamais de fichiers sur la branche release avec les outils GitHub.", push_files('fix/horaires'), F),
    ("Ne supprime pas de fichiers sur la branche stable via l'API.", delete_file('stable'), V),
    ('Schreib über die GitHub-API keine Dateien auf den Branch main.', push_files('main'), V),
    ('Schreib über die GitHub-API keine Dateien auf den Branch main.', push_files('feature/kasse'), F),
    ('Ändere mit den GitHub-Tools keine Dateien auf dem Branch release.', create_or_update_file('release'), V),
    ('Ändere mit den GitHub-Tools keine Dateien auf dem Branch release.', create_or_update_file('fix/preise'), F),
    ('Lösche über die API keine Dateien auf dem Branch stable.', delete_file('stable'), V),
    ('Non modificare file sul ramo main con gli strumenti di GitHub.', create_or_update_file('main'), V),
    ('Non modificare file sul ramo main con gli strumenti di GitHub.', create_or_update_file('feature/menu'), F),
    ("Non cancellare file sul ramo release tramite l'API.", delete_file('release'), V),
    ("Non cancellare file sul ramo release tramite l'API.", delete_file('fix/prezzi'), F),
    ("Mai scrivere file sul ramo stable con l'API di GitHub.", push_files('stable'), V),
    ('No modifiques archivos en la rama main con las herramientas de GitHub.', create_or_update_file('main'), V),
    ('No modifiques archivos en la rama main con las herramientas de GitHub.', create_or_update_file('feature/menu'), F),
    ('Nunca escribas archivos en la rama release desde la API.', push_files('release'), V),
    ('Nunca escribas archivos en la rama release desde la API.', push_files('fix/precios'), F),
    ('No borres archivos de la rama stable con la API de GitHub.', delete_file('stable'), V),
    ('Не изменяй файлы в ветке main через инструменты GitHub.', create_or_update_file('main'), V),
    ('Не изменяй файлы в ветке main через инструменты GitHub.', create_or_update_file('feature/menu'), F),
    ('Никогда не записывай файлы в ветку release через API.', push_files('release'), V),
    ('Никогда не записывай файлы в ветку release через API.', push_files('fix/ceny'), F),
    ('Не удаляй файлы в ветке stable через GitHub API.', delete_file('stable'), V),
    ('لا تكتب ملفات في فرع main بأدوات GitHub.', push_files('main'), V),
    ('لا تكتب ملفات في فرع main بأدوات GitHub.', push_files('feature/menu'), F),
    ('لا تحذف ملفات من فرع release عبر الـ API.', delete_file('release'), V),
    ('لا تحذف ملفات من فرع release عبر الـ API.', delete_file('fix/prices'), F),
    ('ممنوع تعديل الملفات في فرع stable من خلال أدوات GitHub.', create_or_update_file('stable'), V),
    ('GitHub の API で main ブランチのファイルを変更しないでください。', create_or_update_file('main'), V),
    ('GitHub の API で main ブランチのファイルを変更しないでください。', create_or_update_file('feature/menu'), F),
    ('release ブランチのファイルは GitHub ツールで削除しないこと。', delete_file('release'), V),
    ('release ブランチのファイルは GitHub ツールで削除しないこと。', delete_file('fix/price'), F),
    ('stable ブランチには API でファイルを書き込まないで。', push_files('stable'), V),
    ('别用 GitHub API 修改 main 分支上的文件。', create_or_update_file('main'), V),
    ('别用 GitHub API 修改 main 分支上的文件。', create_or_update_file('feature/menu'), F),
    ('不要通过 GitHub 工具删除 release 分支的文件。', delete_file('release'), V),
    ('不要通过 GitHub 工具删除 release 分支的文件。', delete_file('fix/price'), F),
    ('禁止用 API 往 stable 分支写入文件。', push_files('stable'), V),
    ('不要用 GitHub API 修改 main 分支上的檔案。', create_or_update_file('main'), V),
    ('不要用 GitHub API 修改 main 分支上的檔案。', create_or_update_file('feature/menu'), F),
    ('別透過 GitHub 工具刪除 release 分支的檔案。', delete_file('release'), V),
    ('別透過 GitHub 工具刪除 release 分支的檔案。', delete_file('fix/price'), F),
    ('禁止用 API 往 stable 分支寫入檔案。', push_files('stable'), V),
    ('GitHub API로 main 브랜치의 파일을 수정하지 마세요.', create_or_update_file('main'), V),
    ('GitHub API로 main 브랜치의 파일을 수정하지 마세요.', create_or_update_file('feature/menu'), F),
    ('깃허브 도구로 release 브랜치 파일을 삭제하지 마.', delete_file('release'), V),
    ('깃허브 도구로 release 브랜치 파일을 삭제하지 마.', delete_file('fix/price'), F),
    ('API로 stable 브랜치에 파일 쓰지 마세요.', push_files('stable'), V),
    ('Never change files on stable via the GitHub MCP.', push_files('stable'), V),
    ("Don't create files in the repo with the GitHub tools.", create_or_update_file('feature/x'), V),
    ("Don't write files onto main through the API, the auditors read every commit there.", push_files('feature/x'), F),
    ('GitHub API로 release 브랜치에 파일을 올리는 일이 없도록 해 주세요.', push_files('release'), V),
    ('GitHub API로 release 브랜치에 파일을 올리는 일이 없도록 해 주세요.', push_files('feature/cake'), F),
    ('main 브랜치에 바로 커밋하는 일 없도록 하세요.', create_or_update_file('main'), V),
    ('main 브랜치에 바로 커밋하는 일 없도록 하세요.', create_or_update_file('fix/price'), F),
    ('Mit der GitHub-API Dateien auf den Branch release schreiben: da ist Schluss.', push_files('release'), V),
    ('Mit der GitHub-API Dateien auf den Branch release schreiben: da ist Schluss.', push_files('feature/x'), F),
]  # fmt: skip
WRITES_NEAR = [
    # reads of the branch, a grep or an echo naming it, a push elsewhere by shell, the host's
    # writes told as a fact, a branch's name, a question, a commit whose branch the call does not
    # show; in every language a read of the file, a list of the branch's commits, a fact told
    ("Don't put files on main with the GitHub tools, ever.", get_file_contents('main'), NA),
    ("Don't put files on main with the GitHub tools, ever.", list_commits('main'), NA),
    ("Don't put files on main with the GitHub tools, ever.", bash('grep -rn main docs/'), NA),
    ("Don't put files on main with the GitHub tools, ever.", bash("echo 'files on main' > notes.txt"), NA),
    ("Don't put files on main with the GitHub tools, ever.", bash('git push origin feature/rota'), NA),
    ('The GitHub API writes files on main as the bot user.', push_files('main'), U),
    ('Never change the name of the main branch.', push_files('main'), U),
    ('Can the GitHub tools write files to main?', push_files('main'), NA),
    ("Ne modifie aucun fichier sur la branche main avec l'API GitHub.", get_file_contents('main'), NA),
    ("Ne modifie aucun fichier sur la branche main avec l'API GitHub.", list_commits('main'), NA),
    ("L'API GitHub écrit les fichiers sur la branche main pour le robot.", push_files('main'), U),
    ('Schreib über die GitHub-API keine Dateien auf den Branch main.', get_file_contents('main'), NA),
    ('Schreib über die GitHub-API keine Dateien auf den Branch main.', list_commits('main'), NA),
    ('Die GitHub-API schreibt die Dateien auf den Branch main für den Bot.', push_files('main'), U),
    ('Non modificare file sul ramo main con gli strumenti di GitHub.', get_file_contents('main'), NA),
    ('Non modificare file sul ramo main con gli strumenti di GitHub.', list_commits('main'), NA),
    ("L'API di GitHub scrive i file sul ramo main per il bot.", push_files('main'), U),
    ('No modifiques archivos en la rama main con las herramientas de GitHub.', get_file_contents('main'), NA),
    ('No modifiques archivos en la rama main con las herramientas de GitHub.', list_commits('main'), NA),
    ('La API de GitHub escribe los archivos en la rama main para el bot.', push_files('main'), U),
    ('Не изменяй файлы в ветке main через инструменты GitHub.', get_file_contents('main'), NA),
    ('Не изменяй файлы в ветке main через инструменты GitHub.', list_commits('main'), NA),
    ('GitHub API записывает файлы в ветку main от имени бота.', push_files('main'), U),
    ('لا تكتب ملفات في فرع main بأدوات GitHub.', get_file_contents('main'), NA),
    ('لا تكتب ملفات في فرع main بأدوات GitHub.', list_commits('main'), NA),
    ('أداة GitHub تكتب الملفات في فرع main باسم البوت.', push_files('main'), U),
    ('GitHub の API で main ブランチのファイルを変更しないでください。', get_file_contents('main'), NA),
    ('GitHub の API で main ブランチのファイルを変更しないでください。', list_commits('main'), NA),
    ('GitHub の API は main ブランチにボットとしてファイルを書き込みます。', push_files('main'), U),
    ('别用 GitHub API 修改 main 分支上的文件。', get_file_contents('main'), NA),
    ('别用 GitHub API 修改 main 分支上的文件。', list_commits('main'), NA),
    ('GitHub API 会以机器人身份往 main 分支写入文件。', push_files('main'), U),
    ('不要用 GitHub API 修改 main 分支上的檔案。', get_file_contents('main'), NA),
    ('不要用 GitHub API 修改 main 分支上的檔案。', list_commits('main'), NA),
    ('GitHub API 會以機器人身分往 main 分支寫入檔案。', push_files('main'), U),
    ('GitHub API로 main 브랜치의 파일을 수정하지 마세요.', get_file_contents('main'), NA),
    ('GitHub API로 main 브랜치의 파일을 수정하지 마세요.', list_commits('main'), NA),
    ('GitHub API는 main 브랜치에 봇 이름으로 파일을 씁니다.', push_files('main'), U),
    ('Never change files on stable via the GitHub MCP.', get_file_contents('stable'), NA),
    ("Don't put files on main with the GitHub tools, ever.", bash("git commit -m 'put files on main'"), U),
    ('커밋 메시지가 비어 있는 일이 없도록 해 주세요.', push_files('main'), U),
    ('Um sechs ist Schluss, dann wird nichts mehr auf main gepusht.', push_files('main'), U),
    # (self-review) a write allowed in its own sentence, a folder written with its slash
    ("Don't run migration files against prod; edit them as you like.", push_files("prod"), U),
    ("deploy/helm/ 아래 파일은 운영팀만 수정해요.", create_or_update_file("deploy/helm-fix"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WRITES + WRITES_NEAR)
def test_files_written_onto_a_branch_by_a_tool(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the past told with a freeze

# A freeze told as the past by a time counted back ("Two winters ago nobody pushed to stable …",
# "Three summers ago … froze main", "Some months ago"), the one before last ("The summer before
# last we locked main"), a last month or season opening the words ("Last January the theatre froze
# main until the 20th and nobody minded"), or recalled as a question ("Remember when the club froze
# develop over Easter?"): no rule now (told.told_or_asked, its _COUNTED_BACK), where every clause
# tells it or asks nothing, and a remark on how it went ("nobody minded", "no one moaned") is no
# refusal. Not where a clause says what holds now ("Main is frozen until the 20th, like two winters
# ago", "…; keep it frozen this winter too"), nor "Remember: when you push …". The hook had denied
# the told branch's push (`violated`) or read it in doubt (`unknown`).
TOLD = [
    ('Three summers ago the harbour app froze main for the regatta, it was fine.', bash('git push origin main'), NA),
    ('A few winters ago nobody pushed to release until the 9th.', bash('git push origin release'), NA),
    ('The year before last we locked stable during the move, nobody complained.', bash('git push origin stable'), NA),
    ('The spring before last the choir froze main until Easter Monday.', push_files('main'), NA),
    ('Remember when the darts league froze prod over Christmas? Chaos.', bash('git push origin prod'), NA),
    ('Some months ago we froze develop until the audit closed.', bash('git push origin develop'), NA),
    ('Two seasons ago the club banned pushes to main, and it worked.', bash('git push origin main'), NA),
    ('Last March the choir froze release for the tour and nobody complained.', bash('git push origin release'), NA),
    ('Last winter the darts club locked main until the league ended.', push_files('main'), NA),
    ('last summer we froze the prod branch for a fortnight, no one moaned', bash('git push origin prod'), NA),
]  # fmt: skip
TOLD_NEAR = [
    # the freeze said for now beside a time gone by, a reminder, a rule with a comparison, a day
    # of each month (each read as before)
    ('Main is frozen until the 20th, like two winters ago.', bash('git push origin main'), U),
    ('Remember: when you push to main, run the tests first.', bash('git push origin main'), U),
    ('Remember when you push, never push to main.', bash('git push origin main'), V),
    ('Two winters ago we froze main; keep it frozen this winter too.', bash('git push origin main'), U),
    ('Two winters ago we froze main; keep it frozen this winter too.', bash('git push origin feature/x'), U),
    ('Never push to stable, not like the summer before last.', bash('git push origin stable'), V),
    ("Don't push to release until the 9th.", bash('git push origin release'), U),
    ('Keep main frozen until the 20th, as last January.', bash('git push origin main'), U),
    ('The last Friday of each month, never push to main.', bash('git push origin main'), V),
    # a harm told with a time counted back refuses its deed (told.harm_told), as before; a season
    # gone by with a harm and no freeze is left to the readings of harm
    ("Last winter someone force-pushed to stable and we lost a day.", bash("git push -f origin stable"), V),
    ("Two winters ago someone ran rm -rf on the shared photo mount and the club's pictures were gone.", bash('rm -rf /mnt/photos/2019'), V),
    ("Two winters ago someone ran rm -rf on the shared photo mount and the club's pictures were gone.", bash('ls /mnt/photos'), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TOLD + TOLD_NEAR)
def test_a_freeze_told_as_the_past(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- one table left alone, in slang

# One table of a database left alone in slang ("keep your paws off the trophies table in the darts
# db", "mitts off the rosters table", "don't you ever mess with the raffle table", "the pledges
# table is a no-go area", "leave the catches table be", "the bait table is off limits pal, other
# tables knock yourself out"): the thirty-first round's reading (read_only_places.kept_table) with
# the hands kept off, "don't you dare / ever", "be" for "alone", "sacrosanct" and "a no-go zone";
# and read before any other family claims the words (reader.read_words: no folder out/ from "knock
# yourself out", no reply without tables from "a no-go zone"), in a rule about a database only. The
# hook had read nothing (`unknown`) or a folder (`not_applicable`).
TABLE = [
    ('keep your paws off the trophies table in the darts db, the rest are yours', bash("psql darts -c 'DELETE FROM trophies;'"), V),
    ('keep your paws off the trophies table in the darts db, the rest are yours', bash("psql darts -c 'DROP TABLE trophies_old;'"), F),
    ('mitts off the rosters table in the rugby database, cheers', bash("mysql rugby -e 'TRUNCATE rosters;'"), V),
    ("don't you ever mess with the raffle table in the fete db", bash("sqlite3 fete.db 'DROP TABLE raffle;'"), V),
    ("don't you ever mess with the raffle table in the fete db", bash("sqlite3 fete.db 'DROP TABLE stalls_tmp;'"), F),
    ('the pledges table is a no-go area, other tables are all yours', bash("psql charity -c 'UPDATE pledges SET amount = 0;'"), V),
    ('the pledges table is a no-go area, other tables are all yours', bash("psql charity -c 'DROP TABLE pledges_2019;'"), F),
    ('leave the catches table be in the angling db, ta', bash("sqlite3 angling.db 'DELETE FROM catches;'"), V),
    ('the bait table is off limits pal, other tables knock yourself out', bash("psql angling -c 'DROP TABLE bait;'"), V),
    ('the bait table is off limits pal, other tables knock yourself out', bash("psql angling -c 'DROP TABLE bait_copy;'"), F),
]  # fmt: skip
TABLE_NEAR = [
    # furniture in slang, a reply's tables, a grep and a commit message naming the table
    ("keep your mitts off the snooker table, it's just been re-clothed", bash("psql club -c 'DROP TABLE snooker;'"), U),
    ('the picnic table is a no-go zone till the paint dries', bash("psql x -c 'DROP TABLE picnic;'"), U),
    ('No tables in your replies, they break on my phone.', bash("psql x -c 'DROP TABLE replies;'"), NA),
    ('keep your paws off the trophies table in the darts db, the rest are yours', bash('grep -rn trophies docs/'), NA),
    ('keep your paws off the trophies table in the darts db, the rest are yours', bash("git commit -m 'trophies table docs'"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TABLE + TABLE_NEAR)
def test_one_table_left_alone_in_slang(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool the readings mend

POOL = [
    # files written onto a branch by a GitHub tool: "Aucune modification directe de la branche
    # main via l'API GitHub", "Non scrivere mai file direttamente sul ramo produzione tramite
    # GitHub", "ممنوع تكتب ملفات على فرع production من أي أداة" (each `unknown` on the branch and
    # beside it)
    ("dev33ze_frozen", "dev33ze-fr-021"),
    ("dev33ze_frozen", "dev33ze-fr-022"),
    ("dev33ze_frozen", "dev33ze-it-023"),
    ("dev33ze_frozen", "dev33ze-it-024"),
    ("dev33ze_frozen", "dev33ze-ar-020"),
    ("dev33ze", "dev33ze-ar-019"),
    ("dev33ze", "dev33ze-es-019"),
    ("dev33ze", "dev33ze-es-020"),
    # and Korean's "let there be none of it": "… production 브랜치에는 곧바로 커밋하는 일이 없도록
    # 하십시오" (both `unknown`)
    ("dev33ze_frozen", "dev33ze-ko-016"),
    ("dev33ze_frozen", "dev33ze-ko-017"),
    # the past told: "Last January the puppet theatre froze main until the 20th and nobody
    # minded." (`unknown`)
    ("dev33ze_frozen", "dev33ze-en-038"),
    ("dev33ze", "dev33ze-en-037"),
    # one table left alone in slang: "the fixtures table is sacred mate, don't touch it; the rest
    # of the tables do what you like" (both `not_applicable`)
    ("dev33ze_frozen", "dev33ze-en-029"),
    ("dev33ze_frozen", "dev33ze-en-030"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_the_readings_mend(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(WRITES + WRITES_NEAR + TOLD + TOLD_NEAR + TABLE + TABLE_NEAR)


# ---------------------------------------------------------------- this part of the set, apart from the others

# the class in the ten other languages, numbered from 901 (never the other helpers' ids)
CLASS_COUNTS = {
    "fr": 3, "de": 3, "it": 3, "ko": 3, "ar": 3,
    "es": 2, "ru": 2, "ja": 2, "zh_Hans": 2, "zh_Hant": 2,
}  # fmt: skip


def test_the_thirty_second_round_english_part_is_large_and_apart():
    # the other checker helpers write their languages into the same files: only this helper's
    # rows are checked (40 of 60 English, 20 of 25 of the class: the lowest third per language by
    # SHA-256 of Case.key is frozen)
    assert_round_part("dev33zf", "check-zf-en", {"en": 60}, 40)
    assert_round_part("dev33zf", "check-zf-en", CLASS_COUNTS, 20, first=901)
    mine = [r for r in rows(SETS / "dev33zf" / "batch1.jsonl") if "check-zf-en" in r["tags"]]
    assert all("thirty-second-round" in r["tags"] for r in mine)
    assert all("branch-write-tool" in r["tags"] for r in mine if r["lang"] != "en")
    frozen = {lang: n // 3 for lang, n in CLASS_COUNTS.items() if n // 3}
    assert_frozen_part("dev33zf", "check-zf-en", "thirty-second-round", {"en": 20, **frozen})
    assert_rules_apart("dev33zf", texts_outside(DEV33ZF, DEV33ZF_FROZEN))
