"""Sections of the comprehensive rules the vg engine declares it does not implement, with why
(ja, en).

Kept out of ``vg.py`` on purpose: the citation scanner reads every dotted clause id written in
the modules of the engine's procedures, and a section named here is not implemented, not cited.
"""

from __future__ import annotations

# Chapter 17: set-specific rules. 17.5 (収容, prisons) is implemented; the corpus
# (../shared/cards/vg.cards.jsonl) has no card of the other sets except one Monster Strike card.
_NOT_IN_CORPUS = (
    "コーパスにこれを使うカードがないため未実装",
    "no card of the corpus uses it; not implemented",
)


def _absent(ja: str, en: str) -> tuple[str, str]:
    return f"{ja}: {_NOT_IN_CORPUS[0]}", f"{en}: {_NOT_IN_CORPUS[1]}"


NOT_IMPLEMENTED: dict[str, str | tuple[str, str]] = {
    # chapters 7 / 14 mechanics no card of the corpus uses (checked by searching the card list
    # for 呪縛 / 解呪 / デリート / タイムリープ / 時翔 / 支配: no hit)
    "7.30": _absent("呪縛する", "呪縛する (lock)"),
    "7.31": _absent("解呪する", "解呪する (unlock)"),
    "7.32": _absent("デリートする", "デリートする (delete)"),
    "7.33": _absent("タイムリープ", "タイムリープ (time leap)"),
    "7.39": _absent("支配する", "支配する (dominate)"),
    "13.14": _absent(
        "不正バディファイト関連処理（17.17 バディファイトのルール処理）",
        "illegal Buddyfight states (the rule process of 17.17 Buddyfight)",
    ),
    "14.25": _absent("支配（キーワード）", "支配 (keyword)"),
    "14.34": _absent("時翔（タイムリープのキーワード）", "時翔 (time leap keyword)"),
    "17.2": _absent("ギーゼカード（両面カード）", "ギーゼカード (double-faced card)"),
    "17.3": _absent("星域属性のサークル", "星域属性のサークル"),
    "17.4": _absent("楽曲オーダー", "楽曲オーダー"),
    "17.6": (
        "モンスターストライク（ストライカー、モンスターBOX）: コーパスの D-PR/1547 が使うが、まだ未実装",
        "モンスターストライク (ストライカー, モンスターBOX): used by D-PR/1547 in the corpus; not implemented yet",
    ),
    "17.7": _absent("曲と歌う", "曲と歌う"),
    "17.8": _absent("装備オーダー", "装備オーダー"),
    "17.9": _absent("SHAMAN KING", "SHAMAN KING"),
    "17.10": _absent("神器錬成（ヴェルンド）", "神器錬成 (ヴェルンド)"),
    "17.11": _absent("スカウト／エンゲージ", "スカウト / エンゲージ"),
    "17.12": _absent("プロダクトと稼働", "プロダクトと稼働"),
    "17.13": _absent("ムシキング", "ムシキング"),
    "17.14": _absent("刀剣乱舞", "刀剣乱舞"),
    "17.15": _absent("五等分の花嫁", "五等分の花嫁"),
    "17.16": _absent("コロコロコミック", "コロコロコミック"),
    "17.17": _absent("バディファイト", "バディファイト"),
}
