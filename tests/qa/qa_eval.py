"""Judge one official-ruling scenario file the way `shinpan ruling FILE` does, and say why not.

A ruling agrees with the publisher's answer when `shinpan ruling` accepts the file, its
`expect:` holds (``ruling.resolve.check_expect``) and no ability on the board was reported as
unsupported (「未対応の能力」): a ruling that left card text out did not decide the question.
Used by tests/qa/test_qa_ws.py (one test per file) and ``python -m tests.qa.report``.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, load

HERE = Path(__file__).resolve().parent
SHARED_QA = HERE.parents[2] / "shared" / "qa"

_QA_ID = re.compile(r"^#\s*qa_id:\s*(Q\d+)\s*$", re.M)
_SOURCE = re.compile(r"^ws-qa (Q\d+) \((\d{4}-\d{2}-\d{2})\)$")


@dataclass
class Verdict:
    path: Path
    reasons: list[str] = field(default_factory=list)  # each "kind: detail"

    @property
    def agrees(self) -> bool:
        return not self.reasons


def _load_reason(exc: ScenarioError) -> str:
    return "scenario error: " + "; ".join(f"{d.path}: {d.message}" for d in exc.diagnostics)


def _problem_reason(problem: str) -> str:
    low = problem.lower()
    if low.startswith("unsupported assertion"):
        return "unsupported assertion: " + problem.split(": ", 1)[-1]
    if "unsupported assertion" in low or "未対応の検証" in problem:
        return "unsupported assertion: " + problem
    return "engine disagrees: " + problem


def evaluate(path: Path) -> Verdict:
    v = Verdict(path)
    try:
        scn = load(path)
    except ScenarioError as exc:
        v.reasons.append(_load_reason(exc))
        return v
    try:
        r = resolve(scn, file=str(path))
    except ScenarioError as exc:
        msg = "; ".join(d.message for d in exc.diagnostics)
        unsupported = "unsupported assertion" in msg.lower() or "未対応の検証" in msg
        v.reasons.append(("unsupported assertion: " if unsupported else "scenario error: ") + msg)
        return v
    except Exception as exc:  # an engine crash is a disagreement with its reason, not a test error
        v.reasons.append(f"engine error: {type(exc).__name__}: {exc}")
        return v
    for w in r.warnings():
        if w.kind == "unsupported":
            v.reasons.append("unsupported ability: " + w.en.split(" — ")[0])
    v.reasons.extend(_problem_reason(p) for p in check_expect(r))
    return v


def category(reason: str) -> str:
    """The group a reason is counted in: its kind, and for unsupported abilities the card."""
    kind, _, detail = reason.partition(": ")
    if kind == "unsupported ability":
        return kind
    if kind == "engine disagrees":
        head = detail.split(":", 1)[0].split()
        part = head[0] if head else detail
        if part.startswith("actions["):
            part = "check (an intermediate moment)"
        elif part == "expect.state" or "branch" in detail:
            part = "branched (the ruling depends on a choice the answer settles)"
        return f"{kind}: {part}"
    return kind


# --------------------------------------------------------------------------- file checks


# The 97 entries of the blind partition written as tests/blind/r6/qa_ws, scored once at the end
# of round 6 and development material from round 7 (moved into tests/qa/ws). The other entries
# of the partition stay blind.
RELEASED_R6 = frozenset(
    (
        "Q24 Q26 Q31 Q32 Q39 Q43 Q49 Q50 Q57 Q58 Q67 Q70 Q80 Q85 Q86 Q94 Q95 Q97 Q100 Q102 Q113 "
        "Q126 Q129 Q140 Q143 Q144 Q146 Q148 Q151 Q159 Q165 Q167 Q170 Q172 Q175 Q183 Q187 Q206 "
        "Q209 Q226 Q228 Q231 Q239 Q246 Q248 Q255 Q256 Q259 Q278 Q284 Q304 Q306 Q309 Q314 Q315 "
        "Q318 Q325 Q337 Q343 Q345 Q348 Q356 Q376 Q382 Q384 Q386 Q389 Q396 Q401 Q413 Q420 Q421 "
        "Q424 Q432 Q433 Q438 Q444 Q445 Q450 Q456 Q463 Q466 Q476 Q489 Q493 Q504 Q551 Q563 Q564 "
        "Q574 Q593 Q597 Q632 Q648 Q656 Q680 Q713"
    ).split()
)

# The 38 entries of the partition read for tests/blind/r7/qa_ws (24 written, 14 skipped), scored
# once at the end of round 7 and development material from round 8. With them the partition is
# exhausted: no official ruling is unseen any more.
RELEASED_R7 = frozenset(
    (
        "Q3 Q6 Q7 Q14 Q16 Q17 Q27 Q33 Q40 Q45 Q59 Q92 Q108 Q136 Q147 Q168 Q221 Q235 Q335 Q430 Q431 "
        "Q435 Q440 Q442 Q454 Q465 Q478 Q481 Q499 Q510 Q536 Q577 Q581 Q633 Q634 Q636 Q637 Q662 "
    ).split()
)


def blind(qa_id: str) -> bool:
    """A qa_id of the blind partition still unseen (never read by people who work on the engine)."""
    return (
        int(hashlib.sha1(qa_id.encode()).hexdigest(), 16) % 4 == 0
        and qa_id not in RELEASED_R6 | RELEASED_R7
    )


def qa_dates() -> dict[str, str]:
    """qa_id -> date of the development Q&A list (empty when ../shared is absent)."""
    f = SHARED_QA / "ws.qa.jsonl"
    if not f.exists():
        return {}
    out = {}
    for line in f.read_text(encoding="utf-8").splitlines():
        if line.strip():
            e = json.loads(line)
            out[e["qa_id"]] = e["date"]
    return out


def citation_problems(path: Path, dates: dict[str, str]) -> list[str]:
    """What is wrong with how a file cites its ruling (empty when it cites it properly)."""
    text = path.read_text(encoding="utf-8")
    out = []
    m = _QA_ID.search(text)
    if m is None:
        return ["no '# qa_id: Qn' comment"]
    qa_id = m.group(1)
    if blind(qa_id):
        out.append(f"{qa_id} belongs to the blind partition")
    if not path.name.startswith(qa_id + "_"):
        out.append(f"the file name does not start with '{qa_id}_'")
    data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}
    sm = _SOURCE.match(str(data.get("source", "")))
    if sm is None:
        out.append("source is not 'ws-qa Qn (YYYY-MM-DD)'")
    elif sm.group(1) != qa_id:
        out.append(f"source cites {sm.group(1)}, the comment {qa_id}")
    elif dates and dates.get(qa_id) != sm.group(2):
        out.append(f"{qa_id} is dated {dates.get(qa_id)}, not {sm.group(2)}")
    if not re.search(r"^#\s*date:\s*\d{4}-\d{2}-\d{2}", text, re.M):
        out.append("no '# date:' comment")
    if "expect" not in data:
        out.append("no expect:")
    return out
