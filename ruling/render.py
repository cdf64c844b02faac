"""A ruling as text (Japanese by default, English on request) or as JSON-ready data.

Clause headings and excerpts come from the knowledge base (``kb.api``); when the KB is not
available the ruling still names every clause id, without its text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from ruling.resolve import Ruling
from ruling.state import CardFilter, GameState
from ruling.zone import zone_labels


@lru_cache(maxsize=1)
def _kb() -> Any:
    try:
        from kb.api import open_kb  # type: ignore[import-not-found]

        return open_kb()
    except Exception:  # the KB is optional for a ruling: ids are still shown
        return None


def rules_version(game: str, version: str | None = None) -> str | None:
    """The version of `game`'s rules a ruling shows: `version` (checked: an unknown one raises
    the KB's error) or the KB's default (the newest); None without a KB."""
    kb = _kb()
    if kb is None:
        return None
    return str(kb.version(game, version))


@lru_cache(maxsize=16)
def _written(game: str) -> str | None:
    """The version of the rules the game's engine was written against (the bundled one)."""
    try:
        from kb.registry import games as documents  # type: ignore[import-not-found]
    except Exception:
        return None
    g = documents().get(game)
    return g.version if g is not None else None


@lru_cache(maxsize=16)
def _moves(game: str, version: str) -> dict[str, Any] | None:
    """Clause id in the version the engine was written against -> its match in `version`
    (kb/versions.py: unchanged, changed, moved, removed); None when they are the same."""
    kb, written = _kb(), _written(game)
    if kb is None or written is None or written == version:
        return None
    try:
        from kb.versions import compare  # type: ignore[import-not-found]

        return {e.old: e for e in compare(kb, game, written, version, words=False) if e.old}
    except Exception:
        return None


def clause_in_version(game: str, cid: str, version: str | None) -> tuple[str | None, str]:
    """Where the engine's clause `cid` (written against the bundled version) is in `version`:
    (its id there, or None when that version dropped it; the match status)."""
    if version is None:
        return cid, "unchanged"
    moves = _moves(game, version)
    e = moves.get(cid) if moves is not None else None
    if e is None:  # the same version, or not a numbered clause there (read by id)
        return cid, "unchanged"
    return e.new, e.status


@lru_cache(maxsize=4096)
def clause_info(game: str, cid: str, version: str | None = None) -> dict[str, str] | None:
    """``{"text", "heading", "id"}`` for the engine's clause `cid` as `version` prints it
    (default: the KB's default version; a clause that version moved is shown at its new id),
    or None when the KB cannot say."""
    kb = _kb()
    if kb is None:
        return None
    try:
        version = rules_version(game, version)
    except Exception:
        return None
    where, _status = clause_in_version(game, cid, version)
    if where is None:
        return None
    try:
        c = kb.clause(game, where, version)
    except Exception:
        return None
    if c is None:
        return None
    heads = []
    parts = where.split(".")
    for n in range(1, len(parts)):
        try:
            parent = kb.clause(game, ".".join(parts[:n]), version)
        except Exception:
            parent = None
        title = getattr(parent, "title", None) if parent is not None else None
        if title:
            heads.append(f"{'.'.join(parts[:n])} {title}")
    return {
        "text": str(getattr(c, "text", "") or ""),
        "heading": " > ".join(heads),
        "id": where,
    }


def version_warnings(
    game: str, clauses: list[str], lang: str = "ja", version: str | None = None
) -> list[dict[str, Any]]:
    """Warnings for deciding clauses the engine's rule was written against in another version
    of the rules, where the version shown moved, changed or dropped them."""
    try:
        version = rules_version(game, version)
    except Exception:
        return []
    written = _written(game)
    if version is None or written is None or version == written:
        return []
    out: list[dict[str, Any]] = []
    for cid in clauses:
        where, status = clause_in_version(game, cid, version)
        if status == "unchanged":
            continue
        if lang == "ja":
            what = {
                "moved": f"版 {version} では {where} に移動しています"
                + ("（条文も変更）" if status == "moved" and _changed(game, cid, version) else ""),
                "changed": f"版 {version} では条文が変わっています",
                "removed": f"版 {version} にはありません",
            }[status]
            text = (
                f"この判断は {cid} に依拠していますが、エンジンのこの規則は版 {written} の条文に"
                f"対して書かれています。{what}（shinpan diff {game} {written} {version}）"
            )
        else:
            what = {
                "moved": f"version {version} moved it to {where}"
                + (" and changed its text" if _changed(game, cid, version) else ""),
                "changed": f"version {version} changed its text",
                "removed": f"version {version} no longer has it",
            }[status]
            text = (
                f"this ruling rests on {cid}, and the engine's rule for it was written against "
                f"version {written} of the rules: {what} (shinpan diff {game} {written} "
                f"{version})"
            )
        clauses_named = [cid] + ([where] if where and where != cid else [])
        out.append({"kind": "rules_version", "text": text, "clauses": clauses_named, "step": None})
    return out


def _changed(game: str, cid: str, version: str) -> bool:
    moves = _moves(game, version)
    e = moves.get(cid) if moves else None
    return bool(e is not None and e.old_text != e.new_text)


@lru_cache(maxsize=16)
def _doubts(game: str, version: str | None = None) -> dict[str, list[dict[str, str]]]:
    """Per clause id, the KB's anomalies that put its printed text in doubt."""
    kb = _kb()
    if kb is None:
        return {}
    try:
        from kb.model import DOUBTFUL_TEXT  # type: ignore[import-not-found]

        rows = kb.anomalies(game, version)
    except Exception:
        return {}
    out: dict[str, list[dict[str, str]]] = {}
    for a in rows:
        if a["kind"] in DOUBTFUL_TEXT and a["clause"]:
            out.setdefault(a["clause"], []).append(a)
    return out


def text_doubts(
    game: str,
    clauses: list[str],
    lang: str = "ja",
    noted: frozenset[str] = frozenset(),
    version: str | None = None,
) -> list[dict[str, Any]]:
    """Warnings for deciding clauses whose text the KB flags (a possible contradiction, an
    out-of-register negation, a truncated sentence, a lost icon, a broken reference); clauses
    in `noted` already carry the engine's own note on how it reads them. `version`: the
    version of the rules shown (default: the KB's default), its flags read at the clause's id
    there."""
    try:
        from kb.model import ANOMALY_JA  # type: ignore[import-not-found]
    except Exception:
        ANOMALY_JA = {}  # noqa: N806
    try:
        version = rules_version(game, version)
    except Exception:
        version = None
    doubts = _doubts(game, version)
    verdicts = text_flag_verdicts(game)
    out: list[dict[str, Any]] = []
    for cid in clauses:
        if cid in noted:
            continue
        where, _status = clause_in_version(game, cid, version)
        found = doubts.get(where or "", [])
        verdict = verdicts.get(where or "")
        if not found and verdict is not None and verdict.get("found_by") == "census":
            # a defect the KB does not flag, found by the census (an icon lost as blanks)
            found = [
                {
                    "kind": "lost_glyph",
                    "detail": f"an icon of {cid} is lost in extraction (found by the census; "
                    "the KB does not flag it)",
                    "detail_ja": f"{cid} のアイコンが抽出で失われている（知識ベースは記録していない。"
                    "調査で判明）",
                }
            ]
        if not found:
            verdict = None
        if verdict is not None and verdict["verdict"] == "settled":
            # the census read the flag as an extraction defect that leaves the rule as it is:
            # said, with how the clause is read, and no ambiguity raised
            kinds = "、".join(dict.fromkeys(ANOMALY_JA.get(a["kind"], a["kind"]) for a in found))
            census = verdict.get("found_by") == "census"
            if lang == "ja":
                who = "調査（知識ベースは記録していない）" if census else "知識ベース"
                text = (
                    f"この判断は {cid} に依拠しています。{who}はその印刷された文に抽出上の"
                    f"問題を記録していますが（{kinds}）、規定は変わりません: {verdict['ja']}"
                )
            else:
                who = "the census (the KB does not flag it)" if census else "the knowledge base"
                text = (
                    f"this ruling rests on {cid}; {who} records an extraction defect "
                    f"in its printed text ({', '.join(dict.fromkeys(a['kind'] for a in found))}), "
                    f"which leaves the rule as it is: {verdict['en']}"
                )
            item = {"kind": "rules_text_read", "text": text, "clauses": [cid], "step": None}
            if item not in out:
                out.append(item)
            continue
        for a in found:
            if lang == "ja":
                label = ANOMALY_JA.get(a["kind"], a["kind"])
                detail = a.get("detail_ja") or a["detail"]
                text = f"この判断は {cid} に依拠していますが、その条文には疑義があります（{label}）: {detail}"
            else:
                text = (
                    f"this ruling rests on {cid}, whose printed text is in doubt "
                    f"({a['kind']}): {a['detail']}"
                )
            # a possible contradiction names the clause it contradicts: both are named
            other = _COMPETING.findall(str(a.get("detail") or ""))
            clauses = [cid, *(c for c in other if c != cid)]
            item = {"kind": "rules_text", "text": text, "clauses": clauses, "step": None}
            if item not in out:
                out.append(item)
    return out


@lru_cache(maxsize=8)
def text_flag_verdicts(game: str) -> dict[str, dict[str, str]]:
    """The census of the clauses the KB flags (ruling/games/text_flags.yaml): per clause id, its
    verdict (``settled`` / ``doubt``), the entry of the game's audit it is, and how it is read."""
    from kb.codecache import yaml_data

    path = Path(__file__).resolve().parent / "games" / "text_flags.yaml"
    if not path.exists():
        return {}
    # read on every ruling: libyaml's loader where PyYAML has it, the data kept between
    # processes (kb.codecache.yaml_data)
    data = yaml_data(path) or {}
    return {str(k): dict(v) for k, v in (data.get(game) or {}).items()}


# "… where 7.3.3 says …" in a possible_contradiction anomaly's detail (kb/parse.py)
_COMPETING = re.compile(r"where (\d+(?:\.\d+)+) says")


def excerpt(text: str, n: int = 80) -> str:
    one = " ".join(text.split())
    return one if len(one) <= n else one[: n - 1] + "…"


# the outcome keys a branched outcome repeats when every branch agrees on them
_SHARED_KEYS = ("game_over", "loser", "winner", "draw", "rejected", "state")


def outcome_line(outcome: dict[str, Any], lang: str = "ja") -> str:
    ja = lang == "ja"
    if outcome.get("may_depend_on_unsupported"):
        # card text on the board the engine did not run, which could have acted: said once,
        # after the whole outcome (branched or not)
        rest = {k: v for k, v in outcome.items() if k != "may_depend_on_unsupported"}
        return outcome_line(rest, lang) + (
            "（ただし未対応の能力があり、結論がそれに左右される可能性があります）"
            if ja
            else " (but card text the engine did not run could change it)"
        )
    if "depends_on_reading" in outcome:
        rest = {k: v for k, v in outcome.items() if k not in ("depends_on_reading", "readings")}
        cl = ("、" if ja else ", ").join(outcome["depends_on_reading"])
        others = "; ".join(
            f"{' / '.join(r['reading'])} → {outcome_line(r['outcome'], lang)}"
            for r in outcome["readings"]
        )
        if ja:
            return f"{outcome_line(rest, lang)}（ただし条文 {cl} の読み方によって異なる。別の読み: {others}）"
        return f"{outcome_line(rest, lang)} (but it depends on the reading of {cl}; the other reading: {others})"
    if "depends_on" in outcome:
        parts = []
        for b in outcome["branches"]:
            named = (b.get("labels") or {}).get("ja" if ja else "en") or b["choices"]
            parts.append(f"{' / '.join(named)} → {outcome_line(b['outcome'], lang)}")
        if outcome.get("by_chance"):
            about = outcome.get("about") or {}
            what = about.get("ja" if ja else "en") or outcome["choice"]
            head = f"偶然の結果（{what}）によって異なる" if ja else f"depends on chance ({what})"
        elif outcome.get("by_unknown"):
            about = outcome.get("about") or {}
            what = about.get("ja" if ja else "en") or outcome["choice"]
            head = (
                f"シナリオに書かれていない値（{what}）によって異なる"
                if ja
                else f"depends on a value the scenario does not give ({what})"
            )
        else:
            head = (
                f"{outcome['depends_on']} の選択によって異なる"
                if ja
                else f"depends on {outcome['depends_on']}'s choice"
            )
        line = head + ": " + "; ".join(parts)
        if "game_over" in outcome:
            # what every branch shares (Ruling._outcome): said once, ahead of the branches
            shared = {k: outcome[k] for k in _SHARED_KEYS if k in outcome}
            if shared.get("game_over") and "loser" not in shared and not shared.get("draw"):
                every = "いずれの場合もゲームは終了" if ja else "in every case the game ends"
            else:
                every = ("いずれの場合も" if ja else "in every case: ") + outcome_line(shared, lang)
            line = f"{every}（{line}）" if ja else f"{every} ({line})"
        return line
    tail = ""
    if outcome.get("regardless_of"):
        who = "、".join(outcome["regardless_of"])
        tail = (
            f"（{who} の選択にかかわらず）"
            if ja
            else f" (whatever {', '.join(outcome['regardless_of'])} chooses)"
        )
    if outcome.get("regardless_of_chance"):
        tail += "（偶然の結果にかかわらず）" if ja else " (whatever the random result)"
    if outcome.get("regardless_of_unknown"):
        named = "; ".join(
            f"{u['ja' if ja else 'en']}, {', '.join(u['clauses'])}"
            for u in outcome.get("unknown_values") or ()
        )
        tail += (
            f"（シナリオに書かれていない値{f'（{named}）' if named else ''}にかかわらず）"
            if ja
            else f" (whatever the values the scenario does not give{f': {named}' if named else ''})"
        )
    if outcome.get("regardless_of_reading"):
        tail += "（条文のどちらの読みでも）" if ja else " (under either reading of the rules)"
    if outcome.get("game_over"):
        if outcome.get("draw"):
            return ("引き分け" if ja else "draw") + tail
        return (
            f"{outcome['loser']} の敗北（{outcome['winner']} の勝利）"
            if ja
            else f"{outcome['loser']} loses ({outcome['winner']} wins)"
        ) + tail
    state = outcome.get("state", {})
    shown = ", ".join(f"{k}: {v}" for k, v in state.items())
    head = "ゲームは続行" if ja else "the game goes on"
    if outcome.get("rejected"):
        head += "（行われない行動あり）" if ja else " (an action is not carried out)"
    return f"{head}: {shown}{tail}" if shown else head + tail


def state_data(st: GameState) -> dict[str, Any]:
    return {
        "turn": {
            "player": st.turn.player,
            "number": st.turn.number,
            "phase": st.turn.phase,
            "step": st.turn.step,
        },
        "players": {
            pid: {z: zone_labels(cards) for z, cards in pl.zones.items() if cards}
            for pid, pl in st.players.items()
        },
        "effects": [
            {
                "target": e.target,
                "stat": e.stat,
                "op": e.op,
                # a prohibition's cards (``CardFilter``) by their description
                "value": e.value.en if isinstance(e.value, CardFilter) else e.value,
                "until": e.until,
            }
            for e in st.effects
        ],
        "repr": repr(st),
    }


def decided_by_data(
    r: Ruling, lang: str = "ja", version: str | None = None
) -> list[dict[str, Any]]:
    out = []
    game = r.scenario.game
    for cid in r.decided_by:
        info = clause_info(game, cid, version)
        why = ""
        for lf in r.leaves:
            steps = lf.trace.why(cid, lf.targets)
            if steps:
                why = lf.trace[steps[0]].text(lang)
                break
        out.append(
            {
                "clause": cid,
                "heading": info["heading"] if info else "",
                "text": info["text"] if info else "",
                "why": why,
                "id_in_version": info["id"] if info else None,
            }
        )
    return out


def warnings_data(r: Ruling, lang: str = "ja", version: str | None = None) -> list[dict[str, Any]]:
    """Every warning of the ruling: the engine's (unsupported text, assumptions, readings …),
    its notes on the rules text the deciding steps rest on (``ambiguity``), deciding clauses
    whose printed text the KB flags (``rules_text``), and deciding clauses the version of the
    rules shown moved, changed or dropped since the engine's rule was written
    (``rules_version``)."""
    out = [w.as_dict(lang) for w in r.warnings()]
    seen: set[str] = set()
    for lf in r.leaves:
        for s in lf.trace.notes(lf.targets):
            text = s.note_text(lang)
            if text in seen:
                continue
            seen.add(text)
            out.append(
                {
                    # a point the text does not settle, or a misprint it settles, read one way
                    # (``unsettled.stated``): said, not flagged
                    "kind": "rules_text_read" if s.note_is_stated() else "ambiguity",
                    "text": text,
                    "clauses": list(s.note_clauses()),
                    "step": s.index,
                }
            )
    game, deciding = r.scenario.game, list(r.decided_by)
    # a point of the audit whose doubt is in the printed clause itself (``raise: cited``)
    from ruling.unsettled import cited

    done = {c for w in out if w["kind"] == "ambiguity" for c in w["clauses"]}
    for e in cited(game, deciding):
        if e.clauses[0] not in done:
            out.append(
                {
                    "kind": "ambiguity",
                    "text": e.text(lang),
                    "clauses": list(e.clauses),
                    "step": None,
                }
            )
    noted = frozenset(c for w in out if w["kind"] == "ambiguity" for c in w["clauses"])
    return (
        out
        + text_doubts(game, deciding, lang, noted, version)
        + version_warnings(game, deciding, lang, version)
    )


def actions_data(r: Ruling, lang: str = "ja") -> list[dict[str, Any]]:
    """Per action of the scenario: whether the engine carried it out (``allowed``) or refused
    it, and why."""
    main = r.main
    out = []
    for i, verb, step, refused in main.actions:
        item: dict[str, Any] = {"index": i, "do": verb, "step": step, "allowed": refused is None}
        if refused is not None:
            item["refused"] = main.trace[refused].text(lang)
            item["clauses"] = list(main.trace[refused].clauses)
        out.append(item)
    return out


def ruling_data(r: Ruling, lang: str = "ja", version: str | None = None) -> dict[str, Any]:
    """The ruling as data; clause texts from `version` of the rules (default: the KB's
    default version)."""
    main = r.main
    try:
        shown = rules_version(r.scenario.game, version)
    except Exception:
        shown = None
    data: dict[str, Any] = {
        "title": r.scenario.title,
        "game": r.scenario.game,
        "rules_version": shown,
        "outcome": r.outcome,
        "summary": outcome_line(r.outcome, lang),
        "rejected": bool(main.rejected),
        "actions": actions_data(r, lang),
        "decided_by": decided_by_data(r, lang, version),
        "trace": [s.as_dict(lang) for s in main.trace.steps],
        "final_state": state_data(main.final),
        "warnings": warnings_data(r, lang, version),
    }
    if r.branched:
        data["branches"] = [
            {
                "choices": [
                    {
                        "player": c.player,
                        "choice": c.kind,
                        "option": c.option,
                        "chance": c.chance,
                        "unknown": c.unknown,
                        "text": (c.ja if lang == "ja" else c.en)
                        + " → "
                        + (c.option_ja if lang == "ja" else c.option_en),
                    }
                    for c in lf.choices
                ],
                "outcome": lf.outcome,
                "decided_by": lf.decided_by,
            }
            for lf in r.leaves
        ]
        if r.truncated:
            data["warnings"].append(
                {
                    "kind": "truncated",
                    "text": f"branches cut at {len(r.leaves)}",
                    "clauses": [],
                    "step": None,
                }
            )
    return data


def ruling_text(
    r: Ruling, lang: str = "ja", explain: bool = False, version: str | None = None
) -> str:
    d = ruling_data(r, lang, version)
    ja = lang == "ja"
    lines = [f"{'結論' if ja else 'Outcome'}: {d['summary']}", ""]
    shown = d.get("rules_version")
    written = _written(r.scenario.game)
    if shown and written and shown != written:
        lines.append(
            f"判断の根拠（{r.scenario.game} 総合ルール 版 {shown} の条文）:"
            if ja
            else f"Decided by (the text of version {shown} of the rules):"
        )
    else:
        lines.append("判断の根拠:" if ja else "Decided by:")
    for item in d["decided_by"]:
        head = f"  {item['clause']}"
        moved = item.get("id_in_version")
        if moved and moved != item["clause"]:
            head += f" → {moved}"
        if item["heading"]:
            head += f"  ({item['heading']})"
        lines.append(head)
        if item["text"]:
            lines.append(f"      {excerpt(item['text'])}")
        if item["why"]:
            lines.append(f"      ← {item['why']}")
    if r.branched:
        lines.append("")
        lines.append("分岐:" if ja else "Branches:")
        for b in d["branches"]:
            lines.append(
                "  - "
                + "; ".join(c["text"] for c in b["choices"])
                + f" ⇒ {outcome_line(b['outcome'], lang)}"
            )
    if explain:
        lines.append("")
        lines.append("手順:" if ja else "Trace:")
        lines.append(r.main.trace.render(lang))
    if d["warnings"]:
        lines.append("")
        lines.append("注意:" if ja else "Warnings:")
        for w in d["warnings"]:
            cl = f" [{', '.join(w['clauses'])}]" if w.get("clauses") else ""
            lines.append(f"  - {w['text']}{cl}")
    return "\n".join(lines)
