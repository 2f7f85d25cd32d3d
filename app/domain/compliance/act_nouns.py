"""(ja zh ko, check-w-east) An act a rule names by the east's noun of it, no command written: a
deploy (デプロイ, 배포, 部署). "本番のデプロイはインフラ班だけ", "프로덕션 배포는 플랫폼팀만 합니다",
"生产环境的部署只有运维组能做": the commands that do the act are what the rule refuses or reserves,
and a command that only looks (`kubectl get`, `helm status`) keeps it — the terms stand for the
act as a named command does (read_terms.terms_of asks)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.named_terms import Found
from app.domain.compliance.terms import COMMAND, PROGRAM, Term

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
# Chinese's 部署 is Japanese's department: the deploy only where no kana is written
_KANA = Lazy(r"[\u3040-\u30ff]")
_DEPLOY = Lazy(r"デプロイ|배포|디플로이")
_DEPLOY_ZH = Lazy(r"部署")
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


def act_terms(text: str, taken: list[Found]) -> list[Found]:
    """The commands of each act the rule's text names by its first noun (see the module's doc),
    where no term already found covers it; none in a rule with no east script."""
    if not _EAST.search(text):
        return []
    spans = [(f.start, f.end) for f in taken]
    out: list[Found] = []
    deploy = _DEPLOY.search(text) or (None if _KANA.search(text) else _DEPLOY_ZH.search(text))
    for m, terms in ((deploy, _DEPLOYS),):
        if m is None or any(a < m.end() and m.start() < b for a, b in spans):
            continue
        out.extend(Found(m.start(), m.end(), t) for t in terms)
    return out
