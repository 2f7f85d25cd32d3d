"""(ja zh ko, check-w-east) An act a rule names by the east's noun of it, no command written: a
deploy (デプロイ, 배포, 部署) or a migration run (マイグレーション, 마이그레이션, 数据库迁移, "跑
migration"). "本番のデプロイはインフラ班だけ", "프로덕션 배포는 플랫폼팀만 합니다", "连着线上库的时候不要跑
数据库迁移": the commands that do the act are what the rule refuses or reserves, and a command that
only looks (`kubectl get`, `helm status`, `alembic current`, `migrate:status`) keeps it — the terms
stand for the act as a named command does (read_terms.terms_of asks). A restart said by the east's
verb alike (`systemctl restart`, `pm2 restart`; `systemctl status` keeps it), and a merge ("PR 머지는
테크 리드만 해요", "Only the docs team merges into main": `gh pr merge`, `git merge`) and a replica
said written to (every statement that writes) in any script."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import MERGED_NOUN_AFTER  # (mend-zf-scope)
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.migrations_run import MIGRATE_COMMANDS
from app.domain.compliance.named_terms import Found
from app.domain.compliance.read_only_places import WRITES
from app.domain.compliance.restarts import RESTART_COMMANDS
from app.domain.compliance.terms import CODE, COMMAND, PROGRAM, TOOL, Term

# The commands that deploy: a deploy script, a manifest applied, a chart installed or upgraded,
# a platform's own deploy (`cap production deploy`, `fly deploy`)
_DEPLOYS = (
    Term("deploy.sh", PROGRAM),
    Term("kubectl apply", COMMAND),
    Term("helm upgrade", COMMAND),
    Term("helm install", COMMAND),
    Term("cap deploy", COMMAND),
    Term("fly deploy", COMMAND),
    Term("firebase deploy", COMMAND),
)
# The commands that merge: a pull request merged by the host's client, a branch merged by git
_MERGES = (
    Term("gh pr merge", COMMAND),
    Term("git merge", COMMAND),
)
# The statements that write to a database (a replica's rule refuses them all; a SELECT keeps it)
_WRITES = (*WRITES, Term("create table", CODE))
# Chinese's 部署 is Japanese's department: the deploy only where no kana is written
_KANA = Lazy(r"[\u3040-\u30ff]")
_DEPLOY = Lazy(r"デプロイ|배포|디플로이")
_DEPLOY_ZH = Lazy(r"部署")
# a file or a folder of migrations is a place (マイグレーションファイル, 마이그레이션 파일, 迁移文件,
# 遷移檔, "migration 檔"), a place's rule; a migration written (作成, 작성) is code, not a run
_MIGRATION = Lazy(
    r"(?:マイグレーション|마이그레이션|(?:数据库|資料庫|数据|資料)?迁移|(?<![a-z])migrations?(?![\w/.]))"
    r"(?!\s*(?:ファイル|ディレクトリ|フォルダ|파일|폴더|디렉터리|文件|檔|档|脚本|腳本|目录|目錄|資料夾|"
    r"作成|작성|を書|を作))"
)
# a merge said by the east's noun ("PR 머지는 테크 리드만", "マージはリードだけ", "合并到 main") or
# English's merging into a branch ("Only the docs team merges into main"); not a merge request
# (머지 요청, マージリクエスト), which is the pull request itself
_MERGE = Lazy(
    r"(?:머지|병합|マージ|合并|合併)(?!\s*(?:요청|リクエスト|请求|請求))"
    r"|(?<![\w-])merg(?:es|e|ed|ing)\s+into(?!\w)",
    re.IGNORECASE,
)
_MERGED_NOUN = Lazy(MERGED_NOUN_AFTER)
# A replica or a read-only copy of a database ("読み取り専用レプリカ", "只读从库", "唯讀副本資料庫",
# "읽기 전용 레플리카", "the billing replica") said written to ("何も書き込まないで", "任何写操作都不
# 允许", "什麼都不能寫進去", "아무것도 쓰면 안 돼요", "nothing writes"): every statement that writes
# is what the rule refuses; a rule that only reads from one ("レプリカから読んで") names no write
_REPLICA = Lazy(
    r"レプリカ|레플리카|읽기\s*전용\s*(?:DB|디비|복제본)|只读从库|只讀從庫|只读副本|只讀副本|唯读|唯讀|从库|從庫"
    r"|(?<![\w-])replicas?(?![\w-])",
    re.IGNORECASE,
)
_WRITE = Lazy(
    r"書き込|書き換|書か|쓰면|쓰지|쓰기|써서|写|寫|(?<![\w-])writ(?:es?|ing|ten)(?![\w-])",
    re.IGNORECASE,
)
# a restart said by the east's verb ("php-fpm を再起動しないこと", "nginx 를 재시작하지 마세요", "别重启
# redis-server", "不要重啟 php-fpm")
_RESTART = Lazy(r"再起動|재시작|재기동|리스타트|重启|重啟|重新启动|重新啟動")
# Korean's condition before the act's noun ("테스트가 실패하면 머지하지 마세요": what the output cannot
# show), and a deed told in its past ("그 마이그레이션은 수없이 돌려 봤어요", not "…하기로 했어요", a
# rule decided): the act's commands are not what such words refuse
_KO_IF_BEFORE = Lazy(r"[가-힣](?<!으)(?:으)?면(?=\s|,)")
_KO_TOLD_PAST = Lazy(
    r"(?<!기로\s)(?<!기로)(?:았|었|였|했|봤|됐)(?:어요|습니다|어|다)\s*[.!~…]*\s*$"
)
# (the English word only in a rule written in the east's scripts: "唔好跑 migration")
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


def act_terms(text: str, taken: list[Found]) -> list[Found]:
    """The commands of each act the rule's text names by its first noun (see the module's doc),
    where no term already found covers it; none in a rule with no east script."""
    # (check-zg-east) a host's merge tool stands on the merge's noun (service_acts.host_places):
    # the commands that merge are that noun's too
    spans = [(f.start, f.end) for f in taken if f.term.kind != TOOL]
    out: list[Found] = []
    # (mend-zf-scope) not the merge word modifying a noun ("머지된 커밋", "合并的提交"): a state
    m = next((m for m in _MERGE.finditer(text) if not _MERGED_NOUN.match(text, m.end())), None)
    if m is not None and _KO_IF_BEFORE.search(text, 0, m.start()):
        m = None
    if m is not None and not any(a < m.end() and m.start() < b for a, b in spans):
        out.extend(Found(m.start(), m.end(), t) for t in _MERGES)
    # (the terms stand where the writing is said, whose refusal is the rule's: "書き込まないで")
    w = _WRITE.search(text) if _REPLICA.search(text) else None
    if w is not None and not any(a < w.end() and w.start() < b for a, b in spans):
        out.extend(Found(w.start(), w.end(), t) for t in _WRITES)
    if not _EAST.search(text):
        return out
    deploy = _DEPLOY.search(text) or (None if _KANA.search(text) else _DEPLOY_ZH.search(text))
    acts = (
        (deploy, _DEPLOYS),
        (_MIGRATION.search(text), MIGRATE_COMMANDS),
        (_RESTART.search(text), RESTART_COMMANDS),
    )
    if _KO_TOLD_PAST.search(text):
        return out
    for m, terms in acts:
        if m is None or any(a < m.end() and m.start() < b for a, b in spans):
            continue
        if _KO_IF_BEFORE.search(text, 0, m.start()):
            continue
        out.extend(Found(m.start(), m.end(), t) for t in terms)
    return out
