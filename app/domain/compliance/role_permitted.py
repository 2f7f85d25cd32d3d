"""A push or a merge permitted to a role alone, in the east's words (ko ja zh; the twenty-seventh
round's east): "prod 브랜치 푸시는 배포 담당자에게만 허용됩니다", "main への push はリリース担当にのみ
許可されています", "release 分支只允许技术组长推", "prod 分支，限定店長才能 push". The "only" is said of
who may, the permission given to the role: the act on that branch is refused to the agent, and
pushes elsewhere are free. reserved.reserving_clauses reads "only" joined to the role (담당자만,
担当だけ, 只有…组长); with the particle of "to" between (에게만, にのみ) or a verb of allowing before
the role (只允许, 限定), the "only" had been read as where pushes may go (a push to main let
through by "にのみ許可", one to a feature branch refused) or not read at all."""

from __future__ import annotations

from app.domain.compliance.reserved import ROLE, strong_clauses
from app.domain.compliance.word_tables import Lazy

# after the role: Korean's "to … only" and a permission ("에게만 허용됩니다", "한테만 허락돼요"),
# Japanese's "only to" and a permission ("にのみ許可されています", "だけに許されています", "にだけ認め
# られています")
_AFTER = Lazy(
    r"(?:자|님)?\s*(?:에게|한테|께)\s*만\s*(?:허용|허락)"
    r"|(?:者|さん|の方)?(?:に\s*(?:のみ|だけ)|だけに|のみに)\s*(?:許可|許され|認め)"
)
# before the role: Chinese's "allow only" or "limited to" and up to four characters of the role's
# field ("只允许技术组长", "僅允許發布主管", "限定店長才能")
_BEFORE = Lazy(r"(?:只允许|只允許|只准|仅允许|僅允許|限定)\s*[\u3400-\u9fff]{0,4}$")


def permitted_to_role(plain: str) -> list[tuple[int, int]]:
    """The (start, end) of each clause between strong cuts that permits what it names to a role
    alone (see above)."""
    out = []
    for a, b, part in strong_clauses(plain):
        for m in ROLE.finditer(part):
            if _AFTER.match(part, m.end()) or _BEFORE.search(part, 0, m.start()):
                out.append((a, b))
                break
    return out
