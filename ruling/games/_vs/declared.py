"""Sections of the Victory Spark rules the engine declares it does not implement (section id ->
(ja, en) why); ``shinpan coverage vs`` lists them apart from the clauses not cited yet. Kept in
a module of its own so that the section ids here are not read as citations."""

from __future__ import annotations

NOT_IMPLEMENTED: dict[str, str | tuple[str, str]] = {
    "1.1": (
        "2人対戦のみ: シナリオは2人のプレイヤー",
        "two players only: a scenario has two players",
    ),
    "2.1": (
        "名前の宣言・複数の名前・振り仮名: 名前はパートナーの判定（2.7）と「名前に“X”を含む」"
        "（2.14.7）でのみ読む",
        "declaring names, several names, readings: names are read only for partners (2.7) and "
        "in 「名前に“X”を含む」 (2.14.7)",
    ),
    "2.2": (
        "レベルの宣言: レベルはプレイのコスト（8.4.1.3）、キャンセルの条件（8.5.1.3.1）と"
        "選ぶカードの条件（「レベルN以下のカード」）でのみ使う",
        "declaring levels: the level is used only as the cost of a play (8.4.1.3), in a "
        "cancel's condition (8.5.1.3.1) and in a choice's description (「レベルN以下のカード」)",
    ),
    "2.3": (
        "称号の宣言・参照: 称号はパートナーの判定（2.7）でのみ比較する",
        "declaring / referring to titles: compared only for partners (2.7)",
    ),
    "2.5": (
        "パートナーの名前: 2.7 の判定で使う（宣言は扱わない）",
        "partner names: used by 2.7 only",
    ),
    "2.6": (
        "パートナーの称号: 2.7 の判定で使う（宣言は扱わない）",
        "partner titles: used by 2.7 only",
    ),
    "2.8": ("パートナーの性別の参照: 実行しない", "the partner's gender is not referred to"),
    "2.9": (
        "作品名の宣言（2.9.2）: 「作品名を1つ宣言する。Xがその作品名を持つなら」のほかは実行しない"
        "（参照 2.9.1 と相互参照 2.9.1.1 は実行する）",
        "declaring a work name (2.9.2): run only in 「作品名を1つ宣言する。Xがその作品名を持つなら」"
        " (2.9.1 and 2.9.1.1 are run)",
    ),
    "2.12": (
        "技の情報: 技名・技属性の参照は実行しない",
        "techniques' names and attributes are not referred to",
    ),
    "2.13": ("技名の参照: 実行しない", "technique names are not referred to"),
    "2.15": (
        "技属性の宣言（2.15.3）: 実行しない（参照 2.15.1 と追加 2.15.2 は実行する）",
        "declaring a technique attribute (2.15.3): not run (2.15.1 and 2.15.2 are)",
    ),
    "2.16": ("イラスト: ゲーム上の意味を持たない", "the illustration has no meaning in the game"),
    "2.17": (
        "著作権表記: ゲーム上の意味を持たない",
        "the copyright line has no meaning in the game",
    ),
    "2.18.2.1.1": (
        "技の文面による旧カードのファイヤーアイコン判定: 付録1にないカードには実行しない（付録1の"
        "カード番号 id: で読む、または limited: fire。文面は付録1のカードについて読む）",
        "an old card's fire icon judged by its technique text: not run for a card appendix 1"
        " does not list (read by its appendix-1 card number, id:, or limited: fire; the text is"
        " read for a listed card)",
    ),
    "2.18.2.1.2": (
        "技の文面による旧カードのヒールアイコン判定: 付録1にないカードには実行しない（付録1のカード番号"
        " id: で読む、または limited: heal。文面は付録1のカードについて読む）",
        "an old card's heal icon judged by its technique text: not run for a card appendix 1 does"
        " not list (read by its appendix-1 card number, id:, or limited: heal; the text is read"
        " for a listed card)",
    ),
    "3.1.5": (
        "非公開領域に置く順番の秘匿: 情報の扱いは扱わない",
        "hidden order of cards: information is not modelled",
    ),
    "4.11": (
        "山札を上からN枚まで見る（4.11.3）: 実行しない",
        "looking at up to N cards of the deck (4.11.3): not run",
    ),
    "4.12": (
        "手札から公開する: 公開は扱わない",
        "revealing from the hand: reveals are not modelled",
    ),
    "4.15": ("効果の発生源の参照: 実行しない", "the source of an effect is not referred to"),
    "8.2.1.3": (
        "カードテキストの置換効果: 「（相手の技によって）（このカード|あなたのリングの…カード）がリタイヤ置場に置かれる時、かわりに（控え室|手札|山札）に置く / [選択]してよい。（そうしたら、…）」（8.2.1.3.1, 8.2.1.3.2）と、能力の文の「A。Xなら、かわりにB。」（Aの行動のかわりにBを行う）のほかはコンパイラーが拒否する（シナリオの effects: op replace は核が 8.10 に従って適用する）",
        "replacement effects in card text: the compiler refuses all but 「（相手の技によって）"
        "（このカード|あなたのリングの…カード）がリタイヤ置場に置かれる時、かわりに（控え室|手札|山札）に置く"
        " / [選択]してよい。（そうしたら、…）」 (8.2.1.3.1, 8.2.1.3.2) and a sentence's 「A。Xなら、"
        "かわりにB。」 (B done in place of A's step); a scenario's op replace effects "
        "are applied by the core, 8.10",
    ),
    "3.8.5": (
        "解決領域の技の情報の変更への追従: 技属性の追加（2.15.2）は待っている技にも及ぶ（キャンセルが選ぶ時に読む）;"
        " 待っている技のカードのレベル等を変える効果は実行しない",
        "a waiting technique following its card's changed information: an attribute added"
        " (2.15.2) reaches the waiting technique (read as a cancel chooses); no effect that"
        " changes a card's level or other information read by a cancel is run",
    ),
    "3.8.7": (
        "情報の変更による不適切な対象: 3.8.5 と同じ（キャンセルの条件は選ぶ時に読む、8.5.1.3.1）",
        "an improper target after a change of information: as 3.8.5 (a cancel's condition is"
        " read as it chooses, 8.5.1.3.1)",
    ),
    "4.9.1.6.1": (
        "裏向きのカードの公開: 裏向きのカードを公開する技（[サプライズ]の領域）はコンパイラーが拒否する",
        "revealing a face-down card: the compiler refuses the techniques that would (the area"
        " [サプライズ])",
    ),
    "4.13.3": (
        "効果によって成立したパートナーアタック: パートナーアタックを成立させる効果は実行しない",
        "a partner attack made by an effect: no effect that makes one is run",
    ),
    "8.3": (
        "効果の有効・無効: 【領域】にある継続技による技の無効、効果によるそのターン中の技の無効（8.3.2）は実行する。"
        "期間のない・他の期間の効果による無効、条件つきの無効、有効（8.3.3）は実行しない",
        "effects made valid / invalid: techniques made void by a continuous technique in its "
        "[領域] or by an effect for the turn (8.3.2) are run; made void by an effect with no or "
        "another period, under a condition, or made valid (8.3.3): not run",
    ),
    "8.9.1.7": (
        "継続効果の依存: 技属性を追加する効果に、その技属性のカードを対象とする効果が依存する場合、"
        "条件や「攻撃力（防御力）がN以下（以上）のリングのカード」が他の継続効果の変える値を読む場合は"
        "実行する（リング以外のカードを値で選ぶ効果、互いに依存する効果の循環は実行しない）",
        "dependencies between continuous effects: run for an effect on the cards of a technique "
        "attribute another effect adds, and for a condition or a ring card 「攻撃力（防御力）がN"
        "以下（以上）の」 reading a value another continuous effect changes; an effect on cards "
        "other than a ring card chosen by a value, and a loop of effects depending on each other: "
        "not run",
    ),
    "8.7": (
        "最後の情報の参照: 領域を移動したカードの情報を参照する技は実行しない",
        "last-known information: no technique that refers to a card that moved is run",
    ),
    "8.11": ("最終情報: 8.7 と同じ", "last information: as 8.7"),
    "5.1.2.1.4": (
        "デッキ構築条件を置換する永続能力: 同名・同称号のカードの枚数制限を置き換える「このカードと同じ名前と"
        "称号のカードは（このカードは）、デッキに好きな枚数（何枚でも・N枚まで）入れることができる」だけを実行し、"
        "ほかは実行しない（8.2.1.3）",
        "continuous abilities that replace the deck-construction rules: only 「このカードと同じ名前と"
        "称号のカードは（このカードは）、デッキに好きな枚数（何枚でも・N枚まで）入れることができる」 (the copy"
        " limit) is run; no other is (8.2.1.3)",
    ),
    "11.2": (
        "アイコンの一覧: 抽出で失われたアイコンは文法が記号で受ける",
        "the icon list: icons lost in extraction",
    ),
}
