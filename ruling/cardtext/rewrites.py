"""Meaning-preserving rewrites of printed card text, and how much of what runs survives them.

The card-text compiler fits the wordings it was built from; text from other hands prints the same
meaning another way. Each rewrite below is a small named function that prints one line of card
text as another writer could, with the reason it keeps the meaning (a convention of printed
Japanese, or a rules clause). ``survival(game, cards, rewrite)`` applies a rewrite to every card
of a corpus and compares, ability by ability, the program the engine builds for the rewritten
text with the original's: the same program survives; a refusal or another program is broken.
``bench/paraphrase.py`` prints the table (rewrite x game); ``tests/ruling/test_paraphrase_r35.py``
holds measured floors.

Every rewrite works outside 「…」 《…》 “…” 『…』 and 【…】 (names, traits, titles, quoted
abilities and headers are printed as they are; a name is matched as printed), but for the width
rewrites, which NFKC makes equal everywhere.

Not here, and why: 「」 ↔ 『』 around a card name — in no game do they mean the same (WS 2.1.2.1
and VG 「…」を含む: 「」 is the name; 『…』 quotes an ability (WS 10.2.2, VG 14.11.2), an effect
(MC 10.14.1) or a work's title (VS's 『作品名』 list)); 「あなたの」 dropped before a zone —
whose zone a bare 「山札」 names is the game's own reading (an effect's zone with no owner is not
always its master's), so the drop is not meaning-preserving in general; 「〜し、〜」 split into
「〜する。その後、〜」 — a condition's or a duration's reach ends at the 「。」 (「公開しなかったなら、
山札をシャッフルし、1枚引く」: both steps are conditional), so the split changes the meaning.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

# a span printed as it is: a name, trait, title, quoted ability or header
# (and an MC ability's name, printed bare after its mark: ◎[対抗]火炎の息 〈…〉, ▽引き潮[対抗])
_QUOTED = re.compile(
    r"「[^「」\n]*」|《[^《》\n]*》|“[^“”\n]*”|『[^『』\n]*』|【[^【】\n]*】|^[◎□×▽○◇△☆●][^〈\s]*"
)


def outside_quotes(fn: Callable[[str], str]) -> Callable[[str], str]:
    """``fn`` applied to each stretch of a line outside 「…」《…》“…”『…』【…】."""

    def apply(line: str) -> str:
        out: list[str] = []
        at = 0
        for m in _QUOTED.finditer(line):
            out.append(fn(line[at : m.start()]))
            out.append(m.group(0))
            at = m.end()
        out.append(fn(line[at:]))
        return "".join(out)

    return apply


def _sub(pattern: str, repl: str | Callable[[re.Match[str]], str]) -> Callable[[str], str]:
    rx = re.compile(pattern)
    return outside_quotes(lambda s: rx.sub(repl, s))


@dataclass(frozen=True)
class Rewrite:
    name: str
    why: str  # the reason the rewrite keeps the meaning
    apply: Callable[[str], str]  # one line of card text -> the same line as another writer
    # whether the program's sentence numbers (``Op.sentence``: where a step was printed) are
    # compared: not for a rewrite that joins or splits sentences
    same_sentences: bool = True


_JOIN = re.compile(r"(?<=[ァ-ヶー\u4e00-\u9fff])する。(?=その後、)")
_SCOPED = re.compile(r"なら|場合|たら|れば|中、|まで、")


def _joined(line: str) -> str:
    def one(seg: str) -> str:
        def sub(m: re.Match[str]) -> str:
            start = max(seg.rfind("。", 0, m.start()), seg.rfind("：", 0, m.start())) + 1
            return m.group(0) if _SCOPED.search(seg, start, m.start()) else "し、"

        return _JOIN.sub(sub, seg)

    return outside_quotes(one)(line)


_FULL = {chr(c): chr(c + 0xFEE0) for c in range(ord("0"), ord("9") + 1)} | {"+": "＋", "-": "－"}
_HALF = {v: k for k, v in _FULL.items()}
_KANJI_DIGITS = dict(zip("123456789", "一二三四五六七八九", strict=True))
_KANJI = r"\u4e00-\u9fff"
# where a verb starts: not inside a kanji compound (割引, 追加, 位置), but after a counter (1枚引く)
_VERB_START = rf"(?:(?<=枚)|(?<![{_KANJI}]))"
_HALF_DIGITS = str.maketrans("１２３４５６７８９", "123456789")


def _width(table: dict[str, str]) -> Callable[[str], str]:
    # digits and signs only; a sign inside 【…】 or a name is NFKC-equal all the same
    return lambda line: "".join(table.get(ch, ch) for ch in line)


REWRITES: tuple[Rewrite, ...] = (
    Rewrite(
        "digits_fullwidth",
        "full-width digits and signs (１枚, ＋5000) are the same characters by JIS X 0208 / NFKC",
        _width(_FULL),
    ),
    Rewrite(
        "digits_halfwidth",
        "half-width digits and signs (1枚, +5000): the same characters by NFKC",
        _width(_HALF),
    ),
    Rewrite(
        "kanji_numerals",
        "a count written in kanji (一枚, 二つ, 一回, 三体) is the same number: vertical-style "
        "Japanese spells a small count in kanji",
        _sub(
            r"(?<![0-9０-９一-九十])([1-9１-９])(?=枚|つ|回|体|人|ターン)",
            lambda m: _KANJI_DIGITS[m.group(1).translate(_HALF_DIGITS)],
        ),
    ),
    Rewrite(
        "touten_to_comma",
        "「，」 (the comma VG prints in cost lists) and 「、」 are the same mark in Japanese "
        "typography (JIS Z 8301's alternatives)",
        _sub("，", "、"),
    ),
    Rewrite(
        "touten_dropped_after_condition",
        "the 読点 after a condition or timing clause (…なら、 / …場合、 / …時、 / …ことで、) is a "
        "pause, not a word: a clause ends there with or without it",
        _sub(r"(なら|場合|ことで|たら|れば|[たる]時)、", "\\1"),
    ),
    Rewrite(
        "touten_dropped_after_te",
        "the 読点 after a て-form joining two steps (…見て、 / …選んで、) is a pause, not a word",
        _sub(r"(?<=[ぁ-ん\u4e00-\u9fff][てで])(?<!まで)、(?=[^\s])", ""),
    ),
    Rewrite(
        "space_after_colon",
        "a space after 「：」 (between an ability's header and its text) is layout",
        _sub(r"：(?=\S)", "： "),
    ),
    Rewrite(
        "space_after_touten",
        "a full-width space after 「、」 or 「。」 inside a line is layout",
        _sub(r"([、。])(?=\S)", "\\1\u3000"),
    ),
    Rewrite(
        "hiku_kana",
        "引く written ひく (常用漢字 or kana: the same verb, 1枚ひく)",
        _sub(rf"{_VERB_START}引(?=[くきけかこい])", "ひ"),
    ),
    Rewrite(
        "oku_kana",
        "置く written おく (置場 / 置き場, a noun, kept)",
        _sub(rf"(?<!て){_VERB_START}置(?=[くけかこい]|き(?!場))", "お"),
    ),
    Rewrite(
        "okonau_kana",
        "行う written おこなう",
        _sub(rf"(?<![{_KANJI}])行(?=[うわいっえお])", "おこな"),
    ),
    Rewrite(
        "okonau_okurigana",
        "行う written 行なう (送り仮名の付け方, 許容: 行なう)",
        _sub(rf"(?<![{_KANJI}])行(?=[うわいえお])", "行な"),
    ),
    Rewrite(
        "kuwaeru_kana",
        "加える written くわえる (追加 / 付加, nouns, kept)",
        _sub(rf"{_VERB_START}加(?=[えわ])", "くわ"),
    ),
    Rewrite(
        "suteru_kana",
        "捨てる written すてる (MC's zone 捨て山 and CO's keyword 使い捨て, nouns, kept)",
        _sub(rf"(?<!い){_VERB_START}捨(?=て(?!山))", "す"),
    ),
    Rewrite(
        "miru_kana",
        "見る written みる (公開して見る, 上から見て: the same verb)",
        _sub(rf"{_VERB_START}見(?=[るてた])", "み"),
    ),
    Rewrite(
        "sagasu_kana",
        "探す written さがす",
        _sub(rf"{_VERB_START}探(?=[すしさせ])", "さが"),
    ),
    Rewrite(
        "dekiru_kanji",
        "できる written 出来る (the kanji spelling of the same verb)",
        _sub(r"でき(?=[るなずま])", "出来"),
    ),
    Rewrite(
        "owari_okurigana",
        "終わり written 終り (送り仮名の付け方, 許容)",
        _sub(r"終わ(?=[りる])", "終"),
    ),
    Rewrite(
        "erabi_to_erande",
        "「選び、」 (連用中止形) and 「選んで、」 (て形) join the same two steps in order",
        _sub(r"選び、", "選んで、"),
    ),
    Rewrite(
        "erande_to_erabi",
        "「選んで、」 and 「選び、」: the same join, the other way",
        _sub(r"選んで、", "選び、"),
    ),
    Rewrite(
        "te_yoi_to_te_mo_yoi",
        "「〜てよい」 and 「〜てもよい」 both permit the step (the player may; WS 10.2.2's 支払ってもよい "
        "beside VG's してよい)",
        _sub(r"(?<=[てで])よい", "もよい"),
    ),
    Rewrite(
        "te_mo_yoi_to_te_yoi",
        "「〜てもよい」 and 「〜てよい」: the same permission, the other way",
        _sub(r"(?<=[てで])もよい", "よい"),
    ),
    Rewrite(
        "polite_form",
        "a step ending in the polite form (引きます。 / します。 / 置きます。) says what the plain "
        "form says",
        _sub(
            r"(?<=[ぁ-んァ-ヶー\u4e00-\u9fff])(する|引く|置く|加える|捨てる|戻す|得る|与える|行う|"
            r"できる|見る|選ぶ)(?=。)",
            lambda m: {
                "する": "します",
                "引く": "引きます",
                "置く": "置きます",
                "加える": "加えます",
                "捨てる": "捨てます",
                "戻す": "戻します",
                "得る": "得ます",
                "与える": "与えます",
                "行う": "行います",
                "できる": "できます",
                "見る": "見ます",
                "選ぶ": "選びます",
            }[m.group(1)],
        ),
    ),
    Rewrite(
        "sentences_joined",
        "「〜する。その後、〜」 printed as one sentence 「〜し、その後、〜」: the same steps in the same "
        "order (その後 kept, so the order is said); only where the first sentence holds no condition "
        "or duration (「…なら、」 / 「…中、」 / 「…まで、」), whose reach would grow to the joined step "
        "(the program's sentence numbers, where each step was printed, are not compared)",
        _joined,
        same_sentences=False,
    ),
)


def rewrite_text(rw: Rewrite, text: str) -> str:
    """The card text with ``rw`` applied to each line."""
    return "\n".join(rw.apply(line) for line in text.split("\n"))


# --------------------------------------------------------------------------- the measure


def dev_sources(game: str) -> list[Path]:
    """The development card lists of ``game``: the card list in ../shared/cards (vg, ws) and
    the spent blind sets cards_r14 … cards_r33 (never cards_r34 / r35)."""
    from ruling.abilities import SPENT_BLIND_SETS

    out = [ROOT.parent / "shared" / "cards" / f"{game}.cards.jsonl"]
    out += [ROOT / "tests" / "blind" / s / f"{game}.cards.jsonl" for s in SPENT_BLIND_SETS]
    return [p for p in out if p.is_file()]


def load_cards(paths: Iterable[Path], every: int = 1) -> list[tuple[str, str | None]]:
    """(text, card type id) of every ``every``-th card with text."""
    from ruling.rules import get_game

    out: list[tuple[str, str | None]] = []
    for path in paths:
        game = path.name.split(".", 1)[0]
        g = get_game(game)
        types = {sp: tid for tid, sps in g.card_types.items() for sp in sps}
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    if (rec.get("text") or "").strip():
                        out.append((rec["text"], types.get(rec.get("type") or "")))
    return out[::every]


@dataclass
class Survival:
    rewrite: str
    game: str
    applicable: int = 0  # abilities that run and whose line the rewrite changes
    survived: int = 0  # …that run to the same program after it
    broken: Counter[str] = field(default_factory=Counter)  # why the others did not
    examples: list[tuple[str, str, str]] = field(default_factory=list)  # (before, after, why)

    @property
    def share(self) -> float:
        return self.survived / self.applicable if self.applicable else 1.0


def _untyped(node: Any) -> str:
    """The first token the grammar did not expect in an ability's AST (its first ``Unparsed``
    part), as 「untyped at 「…」」; "" when every part was typed."""
    import dataclasses

    from grammar.ast import Unparsed

    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Unparsed):
            at = n.reason.rsplit("from ", 1)[-1].strip("'") if "from " in n.reason else n.text
            return f"untyped at 「{at[:6]}」"
        if dataclasses.is_dataclass(n) and not isinstance(n, type):
            stack.extend(reversed([getattr(n, f.name) for f in dataclasses.fields(n)]))
        elif isinstance(n, (list, tuple)):
            stack.extend(reversed(n))
    return ""


_SENTENCE = re.compile(r", sentence=\d+")


def _key(program: Any, sentences: bool = True) -> str:
    text = repr(program)
    return text if sentences else _SENTENCE.sub("", text)


def survival(
    game: str, cards: list[tuple[str, str | None]], rw: Rewrite, keep: int = 0
) -> Survival:
    """Apply ``rw`` to every card; count the abilities that ran before the rewrite, whose
    line it changed, and that run to the same program after it. ``keep``: broken examples kept."""
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game(game)  # registers the game's compiler
    out = Survival(rw.name, game)
    for text, ctype in cards:
        new_text = rewrite_text(rw, text)
        if new_text == text:
            continue
        before = _abilities(game, text, ctype)
        touched = [a for a in before if a.supported and rw.apply(a.text) != a.text]
        if not touched:
            continue
        after = _abilities(game, new_text, ctype)
        for a in touched:
            out.applicable += 1
            b = after[a.index] if len(after) == len(before) else None
            same = rw.same_sentences
            if b is not None and b.supported and _key(b.program, same) == _key(a.program, same):
                out.survived += 1
                continue
            if b is None:
                why = "the rewritten card's abilities do not pair up with the original's"
            elif not b.supported:
                why = _untyped(b.ast) or b.reason
            else:
                why = "another program"
            out.broken[why] += 1
            if len(out.examples) < keep:
                out.examples.append((a.text, rw.apply(a.text), why))
    return out
