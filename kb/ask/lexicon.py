"""Word lists for `ask`: stop words, spelling variants (表記ゆれ) and player vocabulary.

Everything here is generic to trading-card-game Japanese, not to one question or one game:

* :data:`VARIANTS` — spellings of the same word that the analysers' dictionaries do not unify
  (デック/デッキ, kana-only verbs). Applied to every token, in the index and in questions.
* :data:`STOP` — normal forms that carry no content in a question (する, なる, どう, いつ …).
* :data:`SYNONYMS` — groups of words a player uses for a rules term (負け → 敗北, 墓地 → 控え室 /
  ドロップゾーン / 捨て山). Applied to questions only, at a lower weight than the words asked.
* :data:`PLAYER` — one-way pairs from a player's word to the words the rules documents use for
  the same thing (捨てる → 控え室 / ドロップゾーン / 破棄, 返す → 取り戻す, 重なる → 複数). One-way
  because the rules word is the more general one: a question that already uses 控え室 must
  not pull in 捨てる. Applied to questions only, at SYNONYM_WEIGHT.

The lists were written by hand; docs/ask.md reports the evaluation with and without the
synonym groups, so their effect is measured rather than assumed.
"""

from __future__ import annotations

import unicodedata
from functools import cache

# Spelling variants → one canonical spelling (both sides are analyser normal forms).
VARIANTS: dict[str, str] = {
    "デック": "デッキ",
    "ひく": "引く",
    "みる": "見る",
    "おく": "置く",
    "つかう": "使う",
    "まける": "負ける",
    "すてる": "捨てる",
    "もどす": "戻す",
    "もどる": "戻る",
    "置場": "置き場",
    "控室": "控え室",
    "リタイヤ": "リタイア",
    "プレイヤー": "プレーヤー",
    "プレイ": "プレー",
    "ゼロ": "0",
    "ターンプレイヤー": "ターンプレーヤー",
}

# Normal forms (after VARIANTS) that say nothing about which rule is meant. (ぽい: the suffix of
# 物語っぽい, tagged 接尾辞 — a content part of speech — by UniDic; h1 vg 2.12.2.)
STOP: frozenset[str] = frozenset(
    """
    する 為る なる 成る ある 有る いる 居る れる られる いう 言う こと 事 もの 物
    よう 様 ため 為 ところ 所 ほう 方 うち 内 際 場合 時 とき 後 あと
    どう 如何 なに 何 何の なん いつ 何時 どこ 何処 どちら 何方 どっち だれ 誰 なぜ 何故 どれ 何れ どの
    これ 此れ それ 其れ あれ 彼れ この 此の その 其の あの 彼の ここ 此処 そこ 其処 いずれ
    いい 良い よい くださる 下さる くれる 呉れる もらう 貰う 思う 分かる わかる 教える 知る
    てる おる 居る 行く いく 来る くる 遣る やる みたい 的 等 など 特に ちゃんと 本当 やっぱり 結局
    ね よ か な さ
    ぽい
    """.split()
)

# Function words that do carry meaning in rules questions ("2枚まで", "1枚ずつ", "自分のみ").
KEEP: frozenset[str] = frozenset({"まで", "のみ", "だけ", "ずつ"})

# Player words ↔ rules words. Each group is symmetric; a question word in a group pulls in
# the others at SYNONYM_WEIGHT.
SYNONYM_WEIGHT = 0.5
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("負ける", "負け", "敗北"),
    ("勝つ", "勝ち", "勝利"),
    ("勝ち負け", "勝敗"),
    ("降参", "投了", "サレンダー"),
    ("ドロー", "引く"),
    ("墓地", "捨て札", "控え室", "ドロップゾーン", "捨て山", "ダストボックス"),
    ("デッキ", "山札"),
    ("無限", "ループ", "永久循環", "永遠", "永久"),
    ("引き直し", "引き直す", "マリガン"),
    ("逆さま", "リバース"),
    ("横向き", "レスト"),
    ("伏せる", "裏向き"),
    ("攻撃", "アタック"),
    ("ブロック", "ガード", "ディフェンス"),
    ("出す", "プレイ", "コール", "登場", "召喚"),
    ("使う", "使用", "起動", "プレイ"),
    ("置く", "配置"),
    ("入れ替える", "入れ替え", "交換"),
    ("決める", "決まる", "決定"),
    ("名前", "カード名", "名称"),
    ("同じ", "同一", "同名"),
    ("両方", "双方"),
    ("状況", "局面"),
    ("見る", "確認", "公開"),
    ("終わり", "終わる", "終了"),
    ("始め", "始まる", "開始", "最初"),
    ("上限", "最大"),
    ("一緒", "同時"),
    ("場", "フィールド", "舞台", "戦場"),
    ("先攻", "先手"),
    ("後攻", "後手"),
    ("無くなる", "尽きる", "消える", "消滅"),
    # (h1 ws 3.6.3) the documents define スタンド as the upright (縦向き) position; 縦向き is
    # a compound (縦+向き), which the one-way table does not expand, hence a group
    ("縦向き", "スタンド"),
    # (std; h2) upright alone (縦で出る): 縦 inside a compound (縦列) is not expanded
    ("縦", "スタンド"),
    # (std; h2) the other one: 別の / 他の — the documents write 他
    ("別", "他"),
    # (std; h2) a negative value: players say マイナス, the documents 負 (the number 0 itself
    # is a spelling variant: ゼロ → 0, VARIANTS)
    ("マイナス", "負"),
    # (std; h3) a match is a game: 試合 / 対戦 (試合後 = after the game)
    ("試合", "ゲーム", "対戦"),
    # (std; h3) to choose: the native verb and the Sino-Japanese noun (選ぶ / 選択)
    ("選ぶ", "選択"),
)


# A player's word → the rules documents' words for it (one way). Where the documents of
# different games name the thing differently, every game's word is listed: a word a game's
# index does not know simply finds nothing there. Each entry says where it came from:
# (brief) the examples of issue 6's second round; (f2) a miss of tests/ask/fresh2 whose
# words are not the clause's; (std) standard table talk the documents never use.
PLAYER: dict[str, tuple[str, ...]] = {
    # (brief, f2 vs 6.5.1.2.6) discarding: each game's discard pile and its verb
    "捨てる": ("控え室", "ドロップゾーン", "捨て山", "ダストボックス", "破棄"),
    # (brief) the deck running out: ws refreshes it, mc judges 山札切れ
    "尽きる": ("リフレッシュ", "山札切れ"),
    "無くなる": ("リフレッシュ", "山札切れ"),
    # (f2 ws 4.2.3) 返してもらえる → 取り戻します
    "返す": ("取り戻す",),
    "返る": ("取り戻す",),
    # (f2 ws 9.6.2) two cards on one slot: the documents say 複数…置かれている / 重複
    "重なる": ("複数", "重複"),
    "重ねる": ("複数", "重複"),
    # (f2 vs 3.4.3) doing something "without reason" is doing it 指示なく
    "勝手": ("指示",),
    "理由": ("指示",),
    # (f2 vs 4.9.1.4) moving a card is 移動 in every document
    "移す": ("移動",),
    "移る": ("移動",),
    # (f2 vg 7.12.2) mixing a deck is shuffling, which the documents define as 無作為化
    "混ぜる": ("シャッフル", "無作為"),
    # (f2 vg 7.10.4; vg 7.10.1.1 itself says 見せる means 公開する)
    "見せる": ("公開",),
    # (std) the start and the end of a turn are phases with names in every document; a key
    # with a space is a phrase: its words consecutive in the question (particles aside)
    "ターン 終わり": ("エンドフェイズ", "終了宣言フェイズ", "ターン終了"),
    "ターン 終わる": ("エンドフェイズ", "終了宣言フェイズ", "ターン終了"),
    "ターン 最初": ("スタンドフェイズ", "アンタップフェイズ", "ターン開始"),
    "ターン 始め": ("スタンドフェイズ", "アンタップフェイズ", "ターン開始"),
    # (std) hitting is attacking; tapping a card is resting it
    "殴る": ("アタック", "攻撃"),
    "寝かせる": ("レスト", "タップ", "行動完了"),
    # (h1 co 4.2.12#ex1) a tapped card "sleeps"; a card taken over is under another control
    "寝る": ("レスト", "タップ", "行動完了"),
    "奪う": ("コントロール", "マスター", "支配"),
    # (h1 vs 2.16.2, vg 2.12.2) the picture and the story text of a card: イラスト, フレーバー
    "絵": ("イラスト",),
    "物語": ("フレーバー",),
    # (h1 vs 2.16.2, vg 2.12.2) "does it matter in the game" — the documents say a piece of
    # card information has no meaning in the game (ゲーム上は特に意味を持ちません)
    "ゲーム 関係": ("意味",),
    "ルール 関係": ("意味",),
    # (h1 vs 1.3.2.1) "already" in speech is もう, in the documents すでに
    "もう": ("既に",),
    # (h1 vs 3.1.4, vs 3.8.6, vg 4.9.2.5.2) sending, leaving, moving a card: 移動
    "送る": ("移動",),
    "離れる": ("移動",),
    "動かす": ("移動",),
    # (h1 vs 3.7.3, mc 5.1.5.7) the order of cards in hand or in a pile: 順番 / 並び順
    "並び": ("順番", "並び順"),
    "並べ替える": ("順番", "並び順"),
    "並べ替え": ("順番", "並び順"),
    # (h1 vs 3.9.3) peeking at hidden cards is looking at their contents
    "覗く": ("見る", "内容"),
    # (h1 co 4.2.13, co 4.3.7) the card an effect "aims at" is its 対象
    "狙う": ("対象",),
    # (h1 co 4.3.11.3) destroying / defeating a character: each game's word for it
    "壊す": ("クラッシュ", "破壊", "退却", "死亡", "リバース"),
    "壊れる": ("クラッシュ", "破壊", "退却", "死亡", "リバース"),
    "倒す": ("クラッシュ", "破壊", "退却", "死亡", "リバース"),
    "倒れる": ("クラッシュ", "破壊", "退却", "死亡", "リバース"),
    # (h1 co 4.3.10.3) the damage "in the end" is the 最終的な damage
    "最後": ("最終",),
    # (h1 mc 7.5.3) too many cards in hand: over the limit (上限, 超過)
    "多い": ("超過", "上限", "超える"),
    # (h1 mc 8.4.8) wiped out: no unit is there any more (存在しない)
    "全滅": ("存在",),
    # (h1 vg 7.11.2) "not found" (見つからない) is the intransitive of the documents' 見つける
    "見つかる": ("見つける", "見つけ出す"),
    # (h1 ws 4.5.3.1) doing something again, "in a row": the documents say 再び
    "続ける": ("再び",),
    # (h1 vg 6.2.5) "treated as another card": the documents say a 新しい card
    "別 カード": ("新しい",),
    # (h1 co 4.3.1#li2) an ability that "puts out" energy: the documents say energy is gained
    "エネルギー 出す": ("得る",),
    # (h1 vg 10.3.1.5) deciding not to attack: the documents say 選ぶ / 選択
    "決める": ("選ぶ", "選択"),
    # (std; h2) round 4, general table talk; each pair names a thing the documents name with
    # their defined word. The owner of a card: オーナー (vs, ws, vg, mc) / 持ち主
    "持ち主": ("オーナー", "所有者"),
    # "no X" (ノートリガー, ノーコスト): the documents say X なし / X を持たない
    "ノー": ("無し", "無い", "持つ"),
    # something "happens" (起きる / 起こる): the documents say 発生
    "起きる": ("発生",),
    "起こる": ("発生",),
    # an effect that "fizzles" (不発): its target gone, it does nothing (co: 空打ち)
    "不発": ("空打ち", "不適正", "無効"),
    # "all at once" (まとめて): the documents say 同時
    "纏める": ("同時",),
    # (std; h3) round 5, table talk. Both (両方) of several things: the documents say 複数
    "両方": ("複数",),
    # a stand-in (身代わり) is a replacement effect: 置換, かわりに
    "身代わり": ("置換", "代わり"),
    # an effect "runs out" (効果が切れる): it ends, vanishes (消失, 終了)
    "切れる": ("消失", "終了"),
    # a pump (パンプ) is a power boost: パワー, 修正
    "パンプ": ("パワー", "修正"),
    # what is printed (印刷) on a card: the documents say 書かれている / 記載
    "印刷": ("書く", "記載"),
    # a card tucked (挟まる) under another: 下に置かれている
    "挟まる": ("下",),
    # counting (数える) the cards of a zone: checking their number (確認, 枚数)
    "数える": ("確認", "枚数"),
    # paying (払う) is paying a cost: 支払う, コスト
    "払う": ("支払う", "支払い", "コスト"),
    # both players (お互い): the documents say 各プレイヤー / 双方 / 複数のファイター
    "お互い": ("各", "双方", "複数"),
}

# Question words hint at the kind of rule asked for: "何枚" at a limit, "いつ" at a timing.
# Keyed by the question word's normal form (何 only counts before a counter: 何枚, 何回).
HINT_WEIGHT = 0.3
COUNTERS = frozenset({"枚", "回", "体", "点", "人", "個", "つ"})
# Player words that are prefixes: expanded even inside a compound (ノートリガー: ノー → なし)
PREFIXES: frozenset[str] = frozenset({"ノー"})
HINTS: dict[str, tuple[str, ...]] = {
    # (round 4, h2) "how many" also asks for a limit (上限) and a count (枚数, 回数: the
    # counter + 数, added by the search for the counter that follows 何)
    "何": ("以下", "以上", "まで", "ちょうど", "上限"),
    "幾つ": ("以下", "以上", "まで", "ちょうど"),
    "いくつ": ("以下", "以上", "まで", "ちょうど"),
    "何時": ("タイミング", "時点", "ステップ", "フェイズ"),
    "いつ": ("タイミング", "時点", "ステップ", "フェイズ"),
    "方法": ("手順",),
    "何処": ("場所", "位置", "エリア", "ゾーン", "領域", "置き場"),
    "どこ": ("場所", "位置", "エリア", "ゾーン", "領域", "置き場"),
    "0枚": ("存在", "無い", "無くなる", "尽きる"),
    # (h1 ws 8.4.2.1, mc 12.2.3.3) "several" (いくつも, 何体か) is not a question of a limit:
    # the documents say 複数. Keys of up to three words (UniDic splits いく|つ|も).
    "いくつも": ("複数",),
    "幾つも": ("複数",),
    "何枚か": ("複数",),
    "何体か": ("複数",),
    "何回か": ("複数",),
    # (h1 ws 3.6.3, vg 4.9.2.5.2, co 4.2.12#ex1) "…のまま？" asks whether a state is kept:
    # the documents say the state is kept (維持), not changed (変更しない) or the original (元の)
    # one. Keyed by UniDic's lemmas of まま (侭 in a sentence, ママ alone).
    "侭": ("維持", "変更", "元"),
    "ママ": ("維持", "変更", "元"),
    # (std; h3) round 5. "whose" (誰の手札に) asks who a card or zone belongs to
    "誰": ("オーナー", "コントローラー", "マスター"),
    # "which first" (どっちが先) asks for an order (順, 順番)
    "先": ("順", "順番"),
    # "only N" (2枚しかない) asks what happens when an instruction cannot be done in full
    "しか": ("可能", "不可能", "一部"),
    # "N people" (3人で): the documents count players (プレイヤー数)
    "人": ("プレイヤー",),
    # "is gone" (いなくなる, UniDic 居る|ない|成る): the documents say 存在しない
    "居るない成る": ("存在",),
}


# A question whether something may be left undone (…しなくてもいい？, …しないことはできる？,
# …しないといけない？) asks whether it is mandatory: a verb negated by ない / ず and followed
# by one of OPTION_AFTER. Such a question hints at the words of obligation and choice.
OPTION_AFTER = frozenset({"良い", "いい", "出来る", "行く", "済む", "構う"})
OPTION_HINTS = ("強制", "任意", "選択", "終了")


@cache
def canon(norm: str) -> str:
    """The canonical matching form of one analyser normal form."""
    s = unicodedata.normalize("NFKC", norm).strip().lower()
    return VARIANTS.get(s, s)
