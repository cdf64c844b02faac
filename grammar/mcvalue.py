"""Monster Collection values written inside 「…」: dice (rules 3.4.2-3.4.4) and stat changes.

* ``nD`` / ``nDする``: roll n dice, their sum (3.4.2); ``nD+a`` / ``nD-a`` adds / subtracts a
  (3.4.3); ``nDして高い目1つ`` (``低い目1つ``) keeps the highest (lowest) of the n rolls (3.4.4).
  A die gives 1 to 6 (3.4.1).
* ``「防御力:+2」`` / ``「防御力:-2Dして高い目1つ」`` / ``「+1D」``: a stat (or the dice
  result, 15.4.9) changed by a signed number or by dice; the rules' own examples also print it
  without the colon, ``「攻撃力+3」`` (4.1.10): the same value (``StatValue.colon`` keeps how it
  was printed).

``value(text)`` reads the text between the brackets into ``Dice`` / ``StatValue`` and returns
``None`` where the text is anything else; ``text(node)`` prints it back exactly, so
``text(value(s)) == s`` whenever ``value(s)`` is not ``None``.

* ``「種族:ドラゴン」`` / ``「種族:ドラゴン or レプタイル」``: a characteristic (10.14.2),
  ``characteristic(text)``.
* ``「攻撃力:対象の防御力」`` / ``「攻撃力:+このユニットの防御力」``: a stat set to or changed by
  a noun phrase; ``stat_prefix(text)`` finds the stat and sign, the parser types the rest.
"""

from __future__ import annotations

from grammar import ast as A
from grammar import recache

# stat names of MC stat expressions → ids (the lexicon's word ids for the same nouns)
STATS = {"攻撃力": "attack_power", "防御力": "defence_power", "レベル": "level"}
_STAT_TEXT = {v: k for k, v in STATS.items()}
_PICK = {"高い目": "high", "低い目": "low"}
_PICK_TEXT = {v: k for k, v in _PICK.items()}

_DICE = recache.compile(r"([+-]?)([0-9]+|n)D(?:([+-])([0-9]+)|して(高い目|低い目)([0-9]+)つ)?")
_STAT = recache.compile(r"(攻撃力|防御力|レベル)(:?)(.+)")
_STAT_HEAD = recache.compile(r"(攻撃力|防御力):([+-]?)(?=.)")
# characteristics (10.14.2) → ids
CHARACTERISTICS = {"属性": "attribute", "種族": "species", "タイプ": "type"}
CHARACTERISTICS["進軍タイプ"] = "advance_type"
_CHAR_TEXT = {v: k for k, v in CHARACTERISTICS.items()}
_CHAR = recache.compile(r"(進軍タイプ|属性|種族|タイプ):(.+)")
_OR = recache.compile(r"( ?or ?)")
# a signed change; ± and the variable n in the rules' notation (10.14.5 「攻撃力:±n」)
_SIGNED = recache.compile(r"([+\-±])([0-9]+|n)")


def _number(s: str) -> A.Number:
    return A.Number(int(s)) if s.isdigit() else A.Number(None, s)


def dice(s: str) -> A.Dice | None:
    """``2D`` / ``-2Dして高い目1つ`` / ``+1D`` / ``2D+1`` → ``Dice``; anything else → None."""
    m = _DICE.fullmatch(s)
    if m is None:
        return None
    sign, count, mod_sign, mod, pick, keep = m.groups()
    return A.Dice(
        count=_number(count),
        sign=sign,
        modifier=A.Amount(mod_sign, A.Number(int(mod))) if mod_sign else None,
        pick=_PICK[pick] if pick else None,
        keep=int(keep) if keep else None,
    )


def value(s: str) -> A.Dice | A.StatValue | None:
    """The typed form of the text inside 「…」, or None when it is not a dice / stat value."""
    d = dice(s)
    if d is not None and d.sign:
        return d  # 「+1D」: a change of the dice result (15.4.9)
    m = _STAT.fullmatch(s)
    if m is None:
        return None
    stat, colon, rest = m.groups()
    change: A.Amount | A.Dice | None = dice(rest)
    if change is None:
        n = _SIGNED.fullmatch(rest)
        change = A.Amount(n.group(1), _number(n.group(2))) if n else None
    if change is None or (not colon and not change.sign):
        return None  # without the colon only a signed change is a value (「攻撃力+3」, 4.1.10)
    return A.StatValue(A.Stat(STATS[stat]), change, colon=bool(colon))


def stat_prefix(s: str) -> tuple[str, str, int] | None:
    """``攻撃力:+…`` → (stat id, sign, offset of the rest); None when ``s`` names no stat."""
    m = _STAT_HEAD.match(s)
    return (STATS[m.group(1)], m.group(2), m.end()) if m else None


def stat_name(stat: A.Stat) -> str:
    return _STAT_TEXT[stat.id]


def characteristic(s: str) -> A.Characteristic | None:
    """``種族:ドラゴン or レプタイル`` → ``Characteristic``; anything else → None."""
    m = _CHAR.fullmatch(s)
    if m is None:
        return None
    parts = _OR.split(m.group(2))
    values, seps = tuple(parts[0::2]), tuple(parts[1::2])
    if not all(values):
        return None
    return A.Characteristic(CHARACTERISTICS[m.group(1)], values, seps)


def _num(n: A.Number) -> str:
    return str(n.value) if n.value is not None else (n.variable or "X")


def dice_text(d: A.Dice) -> str:
    out = d.sign + _num(d.count) + "D"
    if d.modifier is not None:
        out += d.modifier.sign + _num(d.modifier.number)
    if d.pick is not None:
        out += f"して{_PICK_TEXT[d.pick]}{d.keep}つ"
    return out


def text(node: A.Dice | A.StatValue | A.Characteristic) -> str:
    """The text inside 「…」 of a value ``value`` or ``characteristic`` built."""
    if isinstance(node, A.Dice):
        return dice_text(node)
    if isinstance(node, A.Characteristic):
        out = node.values[0]
        for sep, v in zip(node.seps, node.values[1:], strict=True):
            out += sep + v
        return f"{_CHAR_TEXT[node.kind]}:{out}"
    change = node.change
    assert not isinstance(change, A.NounPhrase), "rendered by grammar.render"
    body = dice_text(change) if isinstance(change, A.Dice) else change.sign + _num(change.number)
    return f"{_STAT_TEXT[node.stat.id]}{':' if node.colon else ''}{body}"


# ---------------------------------------------------------------- notation printed without 「」

# the keywords whose notation takes a value after 「:」 (10.14.2's characteristics, the standing
# abilities of chapter 13 with their x) — ``bare_notation_spans`` finds them printed bare
_SIGNED_KEYS = ("イニシアチブ", "ディフェンダー", "チャージ")
_TEXT_KEYS = ("進軍タイプ", "属性", "種族", "タイプ", "耐性", "弱点", "アイテム", "スペル")
_HIRAGANA = "\u3041-\u3096"
# a value: a run of characters that are no particle (hiragana), punctuation or bracket; several
# joined by 「or」 (10.14.2: 「種族:ドラゴン or レプタイル」); a weakness's amount (13.1.8.1)
_WORD = rf"[^\s{_HIRAGANA}、。，,「」『』〈〉()（）\[\]【】/／:：]+"
_BARE = recache.compile(
    rf"(?<=[{_HIRAGANA}])"
    rf"(?:(?:{'|'.join(_SIGNED_KEYS)}):[+\-±]?(?:[0-9]+|[xXnN])"
    rf"|(?:{'|'.join(_TEXT_KEYS)}):{_WORD}(?: ?or ?{_WORD})*(?:\(\+[0-9]+(?:ダメージ)?\))?)"
    rf"(?=[{_HIRAGANA}、。\s]|$)"
)
# a line that is an advance type and nothing else (2.1.19 「進軍タイプ:飛行」 printed bare as a
# line of the card's text, as 「耐性:火炎」 is; a bare 「種族:X」 / 「タイプ:X」 line is card
# information, read by the compiler as printed)
_BARE_LINE = recache.compile(rf"(?m)^進軍タイプ:{_WORD}(?: ?or ?{_WORD})*$")
_OPEN = {"「": "」", "『": "』", "【": "】"}


def bare_notation_spans(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that print a keyword's notation with its value but without the
    「」 the rules print it in (10.14.2 「種族:ドラゴン」, 13.1 「イニシアチブ:+1」 / 「耐性:火炎」,
    2.1.19 「進軍タイプ:飛行」): 「対象に進軍タイプ:飛行を付与する」, 「対象が種族:ドラゴンの場合」.
    Only inside a sentence (after a particle; not after 「、」, where a keyword line lists
    「イニシアチブ:+1、アイテム:i」), never inside 「」 / 『』 / 【】, the value ending where a particle
    or punctuation follows; or an advance type that is a whole line
    (「進軍タイプ:飛行」 printed bare on its line). The card parser sets each off in 「」
    (``grammar.cardname.wrap``)."""
    if ":" not in text:
        return []
    out: list[tuple[int, int]] = [m.span() for m in _BARE_LINE.finditer(text)]
    for m in _BARE.finditer(text):
        closes: list[str] = []
        for ch in text[: m.start()]:
            if ch in _OPEN:
                closes.append(_OPEN[ch])
            elif closes and ch == closes[-1]:
                closes.pop()
        if not closes:
            out.append(m.span())
    return sorted(out)
