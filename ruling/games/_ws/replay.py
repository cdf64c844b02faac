"""Weiß Schwarz replay instructions (11.3): 『(リプレイ行動) (リプレイ効果)』 at the bottom of a card's
text (11.3.1.1, 11.3.1.2). An effect of the card that carries out the replay action —
「(リプレイ行動)」, 「(リプレイ行動)する」 or 「(リプレイ行動)を～する」 — carries out the replay effect
in its place (11.3.2); the instruction does nothing by itself (11.3.1.3).

A card list prints the instruction as a line 「【リプレイ】 (リプレイ行動) (リプレイ効果)」 (the icon
and the green frame, 11.3.1.1; also written ［リプレイ］); a scenario may also write it 「リプレイ指示：
(リプレイ行動) (リプレイ効果)」.
The replay action is printed in red, which a text does not keep: it is read as the longest
opening of the instruction, up to a space, that the card's other abilities name. The card's
abilities are read with the replay effect written in place of the replay action (``card_text``,
``Game.card_text``), and the resolution of an ability where that was done cites 11.3.2
(``replayed``)."""

from __future__ import annotations

import re
from functools import lru_cache

# a line opening the replay instruction: the card list's icon 【リプレイ】 (also written ［リプレイ］ /
# [リプレイ], as the other icons are), or a scenario's 「リプレイ指示：」
_LINE = re.compile(
    r"^\s*(?:【リプレイ】|[［\[]リプレイ[］\]]|リプレイ指示\s*[:：])\s*(?P<body>\S.*)$"
)
# a reminder closing the replay effect: 「（ダメージキャンセルは発生する）」
_REMINDER = re.compile(r"(?P<body>.*?)(?P<note>[（(][^（()）]*[)）])\s*$")


def _carried_out(action: str) -> re.Pattern[str]:
    """Where a text carries out the replay ``action`` (11.3.2): 「(action)」, 「(action)する」 or
    「(action)を～する」 as a step of its own — ending the sentence (「。」, the group ``end``) or a
    quoted effect (『…』) — not a name quoted 「…」."""
    return re.compile(
        r"(?<!「)"
        + re.escape(action)
        + r"(?:を[^。、『』「」]*?する|する)?(?P<end>。|(?=』|\s*$))",
        re.MULTILINE,
    )


def _split(body: str, others: str) -> tuple[str, str] | None:
    """The replay action and the replay effect of an instruction's ``body``: the longest opening
    up to a space that ``others`` (the card's other lines) carries out, and what follows it."""
    cuts = [m.start() for m in re.finditer(r"\s+", body)]
    for cut in reversed(cuts):
        action, effect = body[:cut].strip(), body[cut:].strip()
        if action and effect and _carried_out(action).search(others):
            return action, effect
    return None


def _in_place(line: str, action: str, effect: str) -> str:
    """``line`` with each 「(action)」 / 「(action)する」 / 「(action)を～する」 replaced by ``effect``
    (11.3.2): the sentence it closed ends with the effect's own end, and a reminder printed
    after the effect follows that sentence."""
    m = _REMINDER.match(effect)
    full, note = (m.group("body").strip(), m.group("note")) if m else (effect.strip(), "")
    # closing a sentence: the effect as printed (a last 『…』 closes it as 「。」 does)
    end = full if full.endswith(("。", "』")) else full + "。"

    def put(mm: re.Match[str]) -> str:
        return end + note if mm.group("end") else full.rstrip("。")

    return _carried_out(action).sub(put, line)


@lru_cache(maxsize=4096)
def instruction(text: str) -> tuple[int, str, str] | None:
    """A card text's replay instruction: (its line, the replay action, the replay effect), or
    None when it has none or no other line names an opening of it."""
    lines = text.split("\n")
    at = next((i for i, ln in enumerate(lines) if _LINE.match(ln)), None)
    if at is None:
        return None
    m = _LINE.match(lines[at])
    assert m is not None
    others = "\n".join(ln for i, ln in enumerate(lines) if i != at)
    split = _split(m.group("body").strip(), others)
    return None if split is None else (at, *split)


@lru_cache(maxsize=4096)
def idle(text: str) -> tuple[int, str] | None:
    """A replay instruction no process carries out (11.3.1.3): (its line, its body) when the card's
    other lines do not even name the body's first word — no opening of it, whatever the replay
    action printed in red is, can be carried out by them (11.3.2), so the instruction is never
    carried out. None when the card has no instruction, or one its lines may carry out (read by
    ``instruction``, or left as a line the engine does not run)."""
    lines = text.split("\n")
    at = next((i for i, ln in enumerate(lines) if _LINE.match(ln)), None)
    if at is None:
        return None
    m = _LINE.match(lines[at])
    assert m is not None
    body = m.group("body").strip()
    first = body.split()[0]
    others = "\n".join(ln for i, ln in enumerate(lines) if i != at)
    if len(body.split()) < 2 or re.sub(r"\s+", "", first) in re.sub(r"\s+", "", others):
        return None
    return at, body


def idle_effects(body: str) -> tuple[str, ...]:
    """The texts an idle instruction's replay effect may be, longest first: what follows each space
    of ``body`` (the red replay action is not kept by a text, 11.3.1.2)."""
    cuts = [m.end() for m in re.finditer(r"\s+", body)]
    return tuple(body[c:].strip() for c in cuts if body[c:].strip())


@lru_cache(maxsize=4096)
def card_text(text: str) -> str:
    """A card's text as its abilities are read (``Game.card_text``): without its replay
    instruction, the replay effect written where its other lines carry out the replay action
    (11.3.2). Unchanged when it has no instruction, or when no other line names an opening of
    it: the instruction is then left out when no line names even its first word (``idle``, 11.3.1.3),
    else left as a line of its own, reported as an ability not run."""
    found = instruction(text)
    if found is None:
        unused = idle(text)
        if unused is None:
            return text
        # 11.3.1.3: the instruction is carried out by no process but 11.3.2's, which no line of
        # this card reaches — it is no ability of the card, and does nothing
        return "\n".join(ln for i, ln in enumerate(text.split("\n")) if i != unused[0])
    at, action, effect = found
    lines = text.split("\n")
    return "\n".join(_in_place(ln, action, effect) for i, ln in enumerate(lines) if i != at)


def replayed(text: str | None, ability: str) -> tuple[str, str] | None:
    """(replay action, replay effect) when ``ability``, one of the abilities of the card whose
    text is ``text``, was read with the replay effect in place of the replay action
    (``card_text``), else None."""
    found = instruction(text) if text else None
    if found is None:
        return None
    _at, action, effect = found
    m = _REMINDER.match(effect)
    body = (m.group("body").strip() if m else effect).rstrip("。")
    flat = re.sub(r"\s+", "", ability)
    return (action, effect) if re.sub(r"\s+", "", body) in flat else None
