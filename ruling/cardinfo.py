"""A card of the card database as the engine sees it: its abilities as the grammar reads them,
and for each whether the engine can run it and, if not, why (``shinpan card``).

It also turns a card of the database into the fields of a scenario card (``{card: NUMBER}``,
``ruling/cardref.py``). The card tables are data of the KB (``kb/cards.py``); the reading is
the one door through which card abilities enter the engine (``ruling/abilities.py``).
"""

from __future__ import annotations

from typing import Any

from ruling.abilities import abilities_of
from ruling.rules import Game, get_game
from ruling.state import Card

KIND_JA = {
    "auto": "自動能力",
    "continuous": "永続能力",
    "activated": "起動能力",
    "event": "イベントの効果",
    "item": "箇条書きの項目",
    "unknown": "種類不明",
}

# grammar AST fields that say nothing about the reading (positions, surface variants)
_QUIET = {"span", "variant", "pause", "period", "lead_variant", "same_line", "lead_pause"}


def card_type(game: Game, name: str | None) -> str | None:
    """The game's type id for a type as printed in a card list (CH, Normal Unit, …)."""
    if not name:
        return None
    low = name.strip().lower()
    for tid, names in game.card_types.items():
        if low == tid or low in {n.lower() for n in names}:
            return tid
    return None


def reading(node: Any, depth: int = 0, limit: int = 6) -> str:
    """A compact one-line reading of a grammar AST node: ``verb(role: value, …)`` for actions,
    the ids of terms, nested at most `limit` levels."""
    from dataclasses import fields, is_dataclass
    from enum import Enum

    if node is None:
        return ""
    if isinstance(node, Enum):
        return str(node.value)
    if isinstance(node, str | int | float | bool):
        return str(node)
    if isinstance(node, tuple | list):
        return ", ".join(r for r in (reading(x, depth, limit) for x in node) if r)
    if not is_dataclass(node):
        return str(node)
    if depth >= limit:
        return "…"
    name = type(node).__name__
    if name == "Action":
        args = []
        for a in node.args:
            role = reading(a.role)
            val = reading(a.value, depth + 1, limit)
            args.append(f"{role}: {val}" if role not in ("none", "") else val)
        amount = reading(node.amount, depth + 1, limit)
        if amount:
            args.append(f"amount: {amount}")
        return f"{node.verb}({', '.join(args)})"
    if name == "Unparsed":
        return f"?«{node.text}»"
    if name == "NounPhrase":
        return " ".join(reading(t, depth + 1, limit) for t in node.terms)
    parts = []
    for f in fields(node):
        if f.name in _QUIET:
            continue
        v = getattr(node, f.name)
        if v in (None, (), "", False) or (f.name == "form" and str(v).endswith("FINAL")):
            continue
        r = reading(v, depth + 1, limit)
        if r:
            parts.append(f"{f.name}={r}" if f.name not in ("id", "clause", "body") else r)
    return f"{name}({', '.join(parts)})" if parts else name


def _parts(ast: Any) -> dict[str, str]:
    """The parts of an ability the grammar found, each as a compact reading."""
    if ast is None:
        return {}
    out: dict[str, str] = {}
    for part in ("keyword", "cost", "trigger", "condition", "target"):
        v = getattr(ast, part, None)
        if v is not None:
            out[part] = reading(getattr(v, "event", v))
    eff = getattr(ast, "effect", None)
    if eff is not None:
        out["effect"] = " / ".join(
            reading(st.body) for s in eff.sentences for st in s.steps if st.body is not None
        )
    return out


def card_report(game_id: str, card: Any) -> dict[str, Any]:
    """`card` (a ``kb.cards.Card``) with its abilities read: each with its kind, keyword, the
    grammar's reading and whether the engine runs it (``reason`` when not)."""
    game = get_game(game_id)
    tid = card_type(game, card.type)
    c = Card("c", "A", name=card.name, type=tid, text=card.text or "", number=card.number)
    abilities = []
    for ab in abilities_of(game_id, c):
        abilities.append(
            {
                "index": ab.index + 1,
                "text": ab.text,
                "kind": ab.kind,
                "keyword": ab.keyword,
                "parsed": ab.ast is not None,
                "reading": _parts(ab.ast),
                "supported": ab.supported,
                "reason": "" if ab.supported else ab.reason,
            }
        )
    return {
        **card.to_json(),
        "type_id": tid,
        "abilities": abilities,
        "supported": all(a["supported"] for a in abilities),
        "scenario": scenario_fields(game, card),
    }


def report_text(rep: dict[str, Any], lang: str = "ja") -> str:
    ja = lang == "ja"
    head = f"[{rep['game']} {rep['number']}] {rep['name']}"
    lines = [head]
    stats = {k: v for k, v in rep["scenario"].items() if k not in ("name", "text", "id")}
    if stats:
        lines.append("  " + "  ".join(f"{k}: {_plain(v)}" for k, v in stats.items()))
    if not rep["abilities"]:
        lines.append("  " + ("能力はありません" if ja else "no abilities"))
    for a in rep["abilities"]:
        kind = KIND_JA.get(a["kind"], a["kind"]) if ja else a["kind"]
        mark = (
            ("実行できる" if ja else "runs")
            if a["supported"]
            else ("実行できない" if ja else "cannot run")
        )
        lines.append(f"\n{a['index']}. {a['text']}")
        kw = f" {a['keyword']}" if a["keyword"] else ""
        lines.append(f"   {'種類' if ja else 'kind'}: {kind}{kw}")
        if not a["parsed"]:
            lines.append("   " + ("文法: 読めません" if ja else "grammar: not read"))
        for part, r in a["reading"].items():
            lines.append(f"   {part}: {r}")
        why = f" — {a['reason']}" if a["reason"] else ""
        lines.append(f"   {'エンジン' if ja else 'engine'}: {mark}{why}")
    return "\n".join(lines)


def _plain(v: Any) -> str:
    return "/".join(map(str, v)) if isinstance(v, list) else str(v)


# --------------------------------------------------------------------------- scenario fields

_SPLIT = ("・", "/", "、", ",")


def _as_int(v: Any) -> int | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v
    s = str(v).strip().translate(str.maketrans("０１２３４５６７８９－", "0123456789-"))
    try:
        return int(s)
    except ValueError:
        return None


def _as_list(v: Any) -> list[str]:
    if isinstance(v, list):
        return [str(x) for x in v if x not in (None, "")]
    s = str(v).strip()
    for sep in _SPLIT:
        if sep in s:
            return [x.strip() for x in s.split(sep) if x.strip()]
    return [s] if s else []


def scenario_fields(game: Game, card: Any) -> dict[str, Any]:
    """The fields of a scenario card (``CardSpec``) that a card of the database gives: name,
    type, text, id (its number) and every printed value the scenario format knows (level,
    power, traits … and the game's ``extra_fields``), converted to their types. A value that
    does not convert (``power: "-"``) is left out: unstated, not zero."""
    from ruling.scenario import CardSpec

    out: dict[str, Any] = {"id": card.number}
    if card.name:
        out["name"] = card.name
    if card.type:
        out["type"] = card.type
    if card.text:
        out["text"] = card.text
    kinds = {"level": "int", "cost": "int", "power": "int", "soul": "int", "color": "str"}
    kinds |= {"trigger": "list", "traits": "list"}
    kinds |= dict(game.extra_fields)
    for k, v in card.fields.items():
        want = kinds.get(k)
        if want is not None and "|" in want:
            # a field of two forms (``bool|int``): the number when the value is one
            want = (
                "int" if "int" in want.split("|") and _as_int(v) is not None else want.split("|")[0]
            )
        if want is None or v is None or k in out or k not in kinds:
            continue
        if k not in CardSpec.model_fields and k not in game.extra_fields:
            continue
        if want == "int":
            n = _as_int(v)
            if n is not None:
                out[k] = n
        elif want == "list":
            items = _as_list(v)
            # the card list's own empty traits: the card has none (given), not unknown
            if items or k == "traits":
                out[k] = items
        elif want == "bool":
            if isinstance(v, bool):
                out[k] = v
            elif str(v).lower() in ("true", "1", "yes", "false", "0", "no"):
                out[k] = str(v).lower() in ("true", "1", "yes")
        elif str(v).strip():
            out[k] = str(v).strip()
    return out
