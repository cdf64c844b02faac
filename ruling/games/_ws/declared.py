"""Sections of the Weiß Schwarz rules the engine declares it does not implement (section id ->
(ja, en) why); ``shinpan coverage ws`` lists them apart from the clauses not cited yet. Kept in a
module of its own so that the section ids here are not read as citations. Each of these is
refused by the card-text compiler (「未対応の能力」 in the ruling), never silently ignored."""

from __future__ import annotations

NOT_IMPLEMENTED: dict[str, str | tuple[str, str]] = {
    "1.1.1": (
        "2人対戦のみ: シナリオは2人のプレイヤー（他の人数のルールは総合ルールの対象外）",
        "two players only: a scenario has two players (other numbers are outside these rules)",
    ),
    "2.2": (
        "イラスト・フレーバーテキスト: ゲーム上の意味を持たない",
        "the illustration and flavour text have no meaning in the game",
    ),
    "8.3": (
        "効果の有効・無効: 【自】の能力の無効（8.3.2）と、能力自身の文「Xなら、この効果は無効」「この能力は"
        "Xの場合のみ有効」（8.3.2 / 8.3.3、【自】【永】）は実行する。効果による【起】【永】の能力の無効、有効"
        "（8.3.3）、能力以外の無効（「…への効果は無効」）は未対応の能力として報告する（カードリストに該当なし）",
        "effects made valid / invalid: automatic abilities made void (8.3.2) and an ability's own "
        "sentence 「Xなら、この効果は無効」 / 「この能力はXの場合のみ有効」 (8.3.2 / 8.3.3, automatic and "
        "continuous) are run; activated or continuous abilities made void by an effect, abilities "
        "made valid (8.3.3) and effects other than abilities made void (「…への効果は無効」) are "
        "reported as unsupported (no card of the list has them)",
    ),
}
