"""The closed vocabulary of card text: nouns (typed terms), verbs (with conjugation class),
durations, connectors. Single source for the clause grammar's word terminals (generated into
``grammar/lexicon.lark`` by ``python -m grammar.lexicon``; a test checks it is up to date),
for the transformer (surface → typed node) and for ``render`` (typed node → surface).

Surfaces are in normalised form (NFKC: ``CX``, ``+``, ``(R)``)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

# ---------------------------------------------------------------- nouns: (class, id, surfaces)
# The first surface is canonical; the index of a surface is the node's ``variant``.
NOUNS: list[tuple[str, str, tuple[str, ...]]] = [
    # owners
    ("owner", "you", ("あなた",)),
    ("owner", "opponent", ("相手",)),
    ("owner", "self", ("自分",)),
    # VG says ファイター for a player (rules 1.2 ff.): 各ファイター, お互いのファイター (5.1.2.3)
    (
        "owner",
        "all_players",
        (
            "すべてのプレイヤー",
            "各プレイヤー",
            "各ファイター",
            "お互いのファイター",
            "お互い",
        ),
    ),
    ("owner", "player", ("プレイヤー", "ファイター")),
    # 自身: the player (or card) the clause is about, reflexively (VG 3.1.2 自身のヴァンガード,
    # 相手は自身のリアガードを1枚選び)
    ("owner", "oneself", ("自身",)),
    ("owner", "owner", ("持ち主",)),
    ("owner", "duel_master", ("デュエルマスター",)),
    ("owner", "card_owner", ("オーナー",)),
    # CO 4-2-12: 「カードのコントロール権をもっているプレイヤーを「コントローラー」と呼びます」
    ("owner", "card_controller", ("コントローラー",)),
    ("owner", "own_army", ("自軍",)),
    ("owner", "enemy_army", ("敵軍",)),
    # zones (WS 3.x, VG 3.x)
    ("zone", "waiting_room", ("控え室",)),
    ("zone", "deck", ("山札", "デッキ")),
    ("zone", "hand", ("手札",)),
    ("zone", "stock", ("ストック置場", "ストック")),
    ("zone", "clock", ("クロック置場", "クロック")),
    ("zone", "stage", ("舞台",)),
    ("zone", "center_stage", ("前列",)),
    ("zone", "back_stage", ("後列",)),
    ("zone", "memory", ("思い出置場", "思い出")),
    ("zone", "climax_area", ("CX置場", "クライマックス置場")),
    ("zone", "level_zone", ("レベル置場", "レベル置き場")),
    ("zone", "resolution_zone", ("解決領域",)),
    ("zone", "slot", ("枠",)),
    ("zone", "drop", ("ドロップゾーン", "ドロップ")),
    ("zone", "damage_zone", ("ダメージゾーン",)),
    ("zone", "bind_zone", ("バインドゾーン",)),
    ("zone", "order_zone", ("オーダーゾーン",)),
    ("zone", "gauge_zone", ("ゲージゾーン",)),
    ("zone", "crest_zone", ("クレストゾーン",)),
    ("zone", "ride_deck", ("ライドデッキ",)),
    ("zone", "guardian_circle", ("(G)", "ガーディアンサークル")),
    # VG 4.x: the rules document names the circle (R) in words (6.3.5.1 ‘…リアガードサークルにコール
    # する’), the card lists by its icon
    ("zone", "rear_circle", ("(R)", "リアガードサークル")),
    ("zone", "vanguard_circle", ("(V)", "ヴァンガードサークル")),
    ("zone", "trigger_zone", ("トリガーゾーン",)),
    ("zone", "field", ("場",)),
    ("zone", "any_zone", ("領域",)),
    (
        "zone",
        "marker_area",
        ("マーカー置場",),
    ),  # WS: あなたのマーカー置場のカード  # すべての領域にあるこのカード / 他の領域に移動できない
    # VS zones (VS 3.x), CO and MC zones
    ("zone", "ring", ("リング",)),
    ("zone", "vs_field", ("フィールド",)),
    ("zone", "retire_area", ("リタイヤ置場",)),
    ("zone", "surprise_area", ("サプライズ置場",)),
    ("zone", "energy_area", ("エネルギー置場",)),
    ("zone", "bench", ("ベンチ",)),
    ("zone", "dust_box", ("ダストボックス",)),
    ("zone", "discard_pile", ("捨て山",)),
    # positions within zones
    ("position", "top", ("上",)),
    ("position", "bottom", ("下",)),
    ("position", "very_top", ("1番上", "一番上")),
    ("position", "very_bottom", ("1番下", "一番下")),
    ("position", "front", ("前",)),
    ("position", "behind", ("後ろ",)),
    ("position", "center", ("中央",)),
    ("position", "column", ("縦列",)),
    ("position", "row", ("列",)),
    ("position", "left", ("左",)),
    ("position", "right", ("右",)),
    ("position", "facing", ("正面",)),
    # 隣 / 横: the slot (and the card in it) next to one in the same row, 3.6.4's left-to-right
    # order (WS prints both: 「このカードの隣の…」, 「このカードの横の…」)
    ("position", "adjacent", ("隣", "横")),
    ("position", "back_row_center", ("中央後列",)),
    # card kinds
    ("kind", "character", ("キャラ",)),
    ("kind", "card", ("カード",)),
    ("kind", "climax", ("CX", "クライマックス")),
    ("kind", "event", ("イベント",)),
    ("kind", "marker", ("マーカー",)),
    ("kind", "unit", ("ユニット",)),
    ("kind", "unit_card", ("ユニットカード",)),
    ("kind", "vanguard", ("ヴァンガード",)),
    ("kind", "rearguard", ("リアガード",)),
    ("kind", "guardian", ("ガーディアン",)),
    ("kind", "order", ("オーダーカード", "オーダー")),
    ("kind", "normal_unit", ("ノーマルユニット",)),
    ("kind", "trigger_unit", ("トリガーユニット",)),
    ("kind", "token", ("トークン",)),
    ("kind", "retired", ("リタイヤ",)),
    ("kind", "technique", ("技",)),
    ("kind", "co_character", ("キャラクター",)),
    ("kind", "navigator", ("ナビゲーター",)),
    ("kind", "spell", ("スペル",)),
    ("kind", "special_ability", ("特殊能力",)),
    # MC's special abilities named by their mark (14.2-14.8: □ 完了型, × 自爆型, ◎ 宣言型, ○ 常動型,
    # ◇ 手札型, ● 自動型, ▽ 反転型; 「対象自身の□特殊能力のコストとして…」)
    ("kind", "completion_ability", ("□特殊能力",)),
    ("kind", "self_destruct_ability", ("×特殊能力",)),
    ("kind", "declaration_ability", ("◎特殊能力",)),
    ("kind", "constant_ability", ("○特殊能力",)),
    ("kind", "hand_ability", ("◇特殊能力",)),
    ("kind", "automatic_ability", ("●特殊能力",)),
    ("kind", "reversal_ability", ("▽特殊能力",)),
    ("kind", "terrain", ("地形",)),
    ("kind", "ability", ("能力",)),
    ("kind", "effect", ("効果",)),
    ("kind", "auto_ability", ("【自】",)),
    ("kind", "activated_ability", ("【起】",)),
    ("kind", "continuous_ability", ("【永】",)),
    # anaphora and deictic references
    ("ref", "this_card", ("このカード",)),
    ("ref", "this_unit", ("このユニット",)),
    # MC: the unit an equipment is equipped on (〈対象:装備ユニット〉; 4.7.2, 15.4.3's reminder)
    ("ref", "equipped_unit", ("装備ユニット",)),
    ("ref", "this_ability", ("この能力",)),
    ("ref", "that_card", ("そのカード",)),
    ("ref", "that_character", ("そのキャラ", "そのキャラクター")),
    ("ref", "that_unit", ("そのユニット",)),
    ("ref", "that_effect", ("その効果",)),
    ("ref", "that_deck", ("その山札",)),
    ("ref", "that_attack", ("そのアタック",)),
    ("ref", "those_cards", ("それらのカード",)),
    ("ref", "those_characters", ("それらのキャラ", "それらのキャラクター")),
    ("ref", "those_decks", ("それらの山札",)),
    ("ref", "those", ("それら",)),
    ("ref", "it", ("それ",)),
    # そこ: the place just named or chosen (VG 「相手のリアガードサークルを１つ選び、…をそこに呪縛カード
    # として置く」: the circle chosen)
    ("ref", "there", ("そこ",)),
    # これ / これら: the near deictic of それ / それら (VG 14.41.1.1 「これは旋律を持つあなたの
    # ユニットすべてが共有する」: the ability just printed; VS 「これがパートナーアタックなら」)
    ("ref", "this_one", ("これ",)),
    ("ref", "these", ("これら",)),
    ("ref", "rest_cards", ("残りのカード",)),
    ("ref", "revealed_card", ("公開したカード",)),
    ("ref", "chosen_card", ("選んだカード",)),
    ("ref", "next", ("次",)),
    ("ref", "other", ("他",)),
    # もう一方: the other one of two (VG 「同じ縦列のもう一方の(R)」: the other (R) of the column), read as 別
    ("ref", "another", ("別", "もう一方")),
    ("ref", "same", ("同",)),
    ("ref", "same_name", ("同名",)),
    ("ref", "different_name", ("別名",)),
    ("ref", "following", ("以下",)),
    ("ref", "except", ("以外",)),
    ("ref", "each", ("それぞれ",)),
    # 両方 (both): each of the two joined by と (WS 「「A」と「B」が両方いるなら」)
    ("ref", "both", ("両方",)),
    ("ref", "any", ("いずれか",)),
    ("ref", "that", ("その",)),
    ("ref", "this", ("この",)),
    # numeric characteristics
    ("stat", "power", ("パワー",)),
    ("stat", "soul", ("ソウル",)),
    ("stat", "level", ("レベル",)),
    ("stat", "cost", ("コスト",)),
    ("stat", "grade", ("グレード",)),
    ("stat", "shield", ("シールド",)),
    # VG 2.7.2 「クリティカルはカード内で★のアイコンで示される場合があります」 (printed ☆ on older cards,
    # as 「☆トリガー」 is)
    ("stat", "critical", ("クリティカル", "★", "☆")),
    ("stat", "drive", ("ドライブ",)),
    # other content words
    ("word", "battle_opponent", ("バトル相手",)),
    # CO 4.3.2.1 「プレイするためのコスト」, 「プレイに必要なコスト」: the cost a card's play takes
    # (the relative clause before 「ための」 says whose play of what)
    ("word", "play_cost", ("ためのコスト", "プレイに必要なコスト")),
    # VG 「相手の(R)に空きが２つ以上ある」 / 「(R)の空き」: a circle with no unit on it (4.9.1)
    ("word", "vacancy", ("空き",)),
    ("word", "trigger_icon", ("トリガーアイコン",)),
    ("word", "soul_mark", ("ソウルマーク",)),
    ("word", "number", ("数",)),  # 相手の宣言した数+1に等しい
    # VG 17.17.12: a value made ∞ (「パワーを∞にする」), Buddyfight-related cards
    ("word", "infinity", ("∞",)),
    # 「XのAPと同じ点数のダメージ」 (CO): a number of points, given by the value it is the same as
    ("word", "points", ("点数",)),
    ("word", "ordinal_prefix", ("第",)),  # あなたの第1ターン
    ("word", "processing", ("処理",)),  # ダメージ処理を行う
    # the formal noun 際 (on the occasion of): ライドデッキからライドする際に捨てられた時
    ("word", "occasion", ("際",)),
    # the formal noun 間 (while): …が公開されている間、 / そのバトルの間、 (a period, Role.TIME)
    ("word", "while", ("間",)),  # WS: トリガーアイコンのソウルマーク
    ("word", "damage", ("ダメージ",)),
    ("word", "damage_cancel", ("ダメージキャンセル",)),
    ("word", "total", ("合計",)),
    ("word", "card_name", ("カード名",)),
    ("word", "name", ("名前",)),
    # 「名前の文字数」 (VS 2.1.2.1, 2.1.3: the number of characters of a name)
    ("word", "char_count", ("文字数",)),
    # 「技名の文字数」 / 「技名に“X”が含まれる」 (VS 2.13.1: a technique's name; several, 2.13.3.1)
    ("word", "technique_name", ("技名",)),
    ("word", "number_of_cards", ("枚数",)),
    ("word", "color", ("色",)),
    ("word", "yellow", ("黄",)),
    ("word", "red", ("赤",)),
    ("word", "blue", ("青",)),
    ("word", "green", ("緑",)),
    ("word", "trait", ("特徴",)),
    # VS 2.4.1.1 / 2.8.1: a card's gender printed as a sign, 「♠」 male, 「♥」 female
    ("word", "male_sign", ("♠",)),
    ("word", "female_sign", ("♥",)),
    ("word", "turn", ("ターン",)),
    ("word", "battle", ("バトル",)),
    ("word", "attack", ("アタック",)),
    ("word", "partner_attack", ("パートナーアタック",)),  # VS 4.13 (7.1.6.1: …の終わりに)
    # VS 7.1.3.2.4 / 7.1.3.2.5: an attack that is not a partner attack (「通常のアタックとして扱う」)
    ("word", "normal_attack", ("通常のアタック",)),
    ("word", "partner_block", ("パートナーブロック",)),  # VS 7.1.4.2 (7.1.4.3: …した時)
    ("word", "front_attack", ("フロントアタック",)),
    ("word", "side_attack", ("サイドアタック",)),
    ("word", "direct_attack", ("ダイレクトアタック",)),
    ("word", "attack_phase", ("アタックフェイズ",)),
    ("word", "climax_phase", ("クライマックスフェイズ", "CXフェイズ")),
    ("word", "main_phase", ("メインフェイズ",)),
    ("word", "draw_phase", ("ドローフェイズ",)),
    ("word", "clock_phase", ("クロックフェイズ",)),
    ("word", "stand_phase", ("スタンドフェイズ",)),
    ("word", "energy_phase", ("エネルギーフェイズ",)),  # VS 6.4.1.1: …の始めに
    ("word", "chara_phase", ("キャラフェイズ",)),  # VS 6.5.1.1
    ("word", "ability_phase", ("アビリティフェイズ",)),  # VS 6.6.1.1
    ("word", "battle_phase", ("バトルフェイズ",)),
    ("word", "ride_phase", ("ライドフェイズ",)),
    ("word", "end_phase", ("エンドフェイズ",)),
    ("word", "encore_step", ("アンコールステップ",)),
    ("word", "trigger_step", ("トリガーステップ",)),
    ("word", "counter_step", ("カウンターステップ",)),
    ("word", "battle_step", ("バトルステップ",)),
    ("word", "guard_step", ("ガードステップ",)),
    ("word", "attack_step", ("アタックステップ",)),  # VG 7.4.1
    # WS 7.2.1.2: 「アタック宣言ステップの始めに」, a trigger condition raised at each such step
    ("word", "attack_declaration_step", ("アタック宣言ステップ",)),
    # VG 10.6.1.1, 10.7.1.1, 10.8.1.1: ‘…ステップ開始時’ trigger conditions
    ("word", "drive_step", ("ドライブステップ",)),
    ("word", "damage_step", ("ダメージステップ",)),
    ("word", "close_step", ("クローズステップ",)),
    # VG 10.3.1: the battle phase's start step, ‘スタートステップ開始時’ at each of them (10.3.1.1,
    # 10.3.1.4)
    ("word", "start_step", ("スタートステップ",)),
    ("word", "trigger_check", ("トリガーチェック",)),
    ("word", "drive_check", ("ドライブチェック",)),
    ("word", "damage_check", ("ダメージチェック",)),
    ("word", "trigger", ("トリガー",)),
    # VG 11.10.2.2-11.10.2.9: a trigger named by its icon's name (クリティカルトリガー, ヒールトリガー)
    # or by the icon's character unbracketed (治トリガー, as 【治】トリガー): a card with that
    # trigger icon, a description (the icon a selector reads, 2.13.1)
    ("word", "critical_trigger", ("クリティカルトリガー", "☆トリガー")),
    ("word", "draw_trigger", ("ドロートリガー", "引トリガー")),
    ("word", "stand_trigger", ("スタンドトリガー", "醒トリガー")),
    ("word", "heal_trigger", ("ヒールトリガー", "治トリガー")),
    ("word", "front_trigger", ("フロントトリガー", "前トリガー")),
    ("word", "over_trigger", ("オーバートリガー", "超トリガー")),
    ("word", "rest_state", ("【レスト】",)),
    ("word", "stand_state", ("【スタンド】",)),
    ("word", "reverse_state", ("【リバース】",)),
    ("word", "face_up", ("表向き", "表")),
    ("word", "face_down", ("裏向き", "裏")),
    ("word", "order", ("順番", "順", "順序")),
    ("word", "favourite", ("好きな",)),
    ("word", "separate", ("別々の",)),
    ("word", "action", ("行動",)),
    ("word", "choice", ("選択",)),
    ("word", "times", ("回数",)),
    ("word", "original", ("元",)),
    ("word", "end", ("終わり",)),
    ("word", "start", ("始め",)),
    ("word", "during", ("中",)),
    ("word", "energy", ("エネルギー",)),
    # vg 17.16.7.1: a player's number 「フォーミュラカウント」
    ("word", "formula_count", ("フォーミュラカウント",)),
    ("word", "gauge", ("ゲージ",)),
    ("word", "icon", ("アイコン",)),
    ("word", "clan", ("クラン",)),
    ("word", "second_player", ("後攻",)),
    ("word", "first_player", ("先攻",)),
    ("word", "fight", ("ファイト",)),
    ("word", "only", ("だけ",)),
    ("word", "state", ("状態",)),
    ("word", "game", ("ゲーム",)),
    ("word", "defending", ("防御",)),
    ("word", "additional_turn", ("追加ターン",)),
    ("word", "one_of", ("うち",)),
    ("word", "in", ("中で",)),
    ("word", "kind_of", ("種類",)),
    ("word", "highest", ("1番高い",)),
    ("word", "lowest", ("1番低い",)),
    ("word", "as", ("として",)),
    # the formal noun もの after a relative clause: a thing of that description (「《X》を持つものとして
    # 扱う」, 「…のうち…ものがある」)
    ("word", "thing", ("もの",)),
    ("word", "each_of", ("ずつ",)),
    ("word", "sum", ("値",)),
    # VG cost and resource actions written as bracketed words (VG 4.x, 8.x)
    ("word", "counter_blast", ("【カウンターブラスト】",)),
    ("word", "soul_blast", ("【ソウルブラスト】",)),
    ("word", "energy_blast", ("【エネルギーブラスト】",)),
    ("word", "counter_charge", ("【カウンターチャージ】",)),
    ("word", "soul_charge", ("【ソウルチャージ】",)),
    ("word", "energy_charge", ("【エネルギーチャージ】",)),
    ("word", "regalis_piece", ("【レガリスピース】",)),
    ("word", "unison_dress", ("【ユニゾンドレス】",)),
    ("word", "aichi_icon", ("アイチアイコン",)),
    ("word", "kai_icon", ("櫂アイコン",)),
    ("word", "clan_icon", ("クランアイコン",)),  # VG 2.2.6: a card's original clan
    ("word", "sentinel", ("守護者",)),
    ("word", "time_mark_gauge", ("時刻印ゲージ",)),
    ("word", "persona_ride", ("ペルソナライド",)),
    ("word", "normal_ride", ("ノーマルライド",)),
    ("word", "blitz_order", ("ブリッツオーダー",)),
    ("word", "prison", ("監獄",)),
    ("word", "condition", ("条件",)),
    ("word", "title", ("称号",)),
    ("word", "additionally", ("追加で",)),
    ("word", "target", ("対象",)),
    ("word", "stat_values", ("能力値",)),
    ("word", "modifier", ("修正",)),
    ("word", "number_value", ("数値",)),
    ("word", "hp", ("HP",)),
    ("word", "ap", ("AP",)),
    ("word", "dp", ("DP",)),
    ("word", "party", ("パーティ",)),
    ("word", "attack_power", ("攻撃力",)),
    ("word", "defence_power", ("防御力",)),
    ("word", "species", ("種族",)),
    ("word", "dice_result", ("ダイス結果",)),  # MC 3.4.5
    # MC timings written in 〈発揮:…〉 (rules 8.2, 8.3.4, 15.4.6)
    ("word", "advance_declaration", ("進軍宣言",)),
    # MC 14.7.3.6: 「～宣言時」 of every declaration the rules name — the attack's too (9.1, 10.1.9)
    ("word", "attack_declaration", ("攻撃宣言",)),
    ("word", "terrain_placement_declaration", ("地形配置宣言",)),
    # MC 〈発揮:…〉 moments of the advance and the placement (12.2.5.1.4, 12.2.5.1.8, 12.1.1.2.8)
    ("word", "advance_destination_fixed", ("進軍先確定",)),
    ("word", "advance_end", ("進軍終了",)),
    ("word", "this_terrain_placement", ("この地形配置",)),
    ("word", "initiative_timing", ("イニシアチブ決定タイミング",)),
    ("word", "following_ability", ("以下の特殊能力",)),
    ("word", "end_of_turn", ("ターン終了時",)),
    ("word", "untap_phase", ("アンタップフェイズ",)),
    ("word", "after_that", ("そのあと",)),
    ("word", "color_condition", ("色条件",)),
    ("word", "all_turn", ("All Turn",)),  # CO 3-4-2: All Turnでプレイしてもよい
    ("word", "influence", ("影響",)),  # CO 4-3-8: 〜の影響を受けない
    # MC words of the rules' examples (10.11, 14.x, 15.4)
    ("word", "combat", ("戦闘",)),
    ("word", "additional_rule", ("追加ルール",)),
    ("word", "substitute_terrain", ("代理地形",)),
    ("word", "zone_word", ("ゾーン",)),
    ("word", "not_acted", ("未行動",)),
    ("word", "action_complete", ("行動完了",)),
    ("word", "hero_points", ("英雄点",)),
    ("word", "attack_damage", ("攻撃ダメージ",)),  # MC 9.1
    ("zone", "headquarters", ("本陣",)),
    # MC 5.1.6 / 5.1.7: the zones named as a place a card is put (「…を除外ゾーンに置く」)
    ("zone", "removed_zone", ("除外ゾーン",)),
    ("zone", "effect_zone", ("エフェクトゾーン",)),
    ("zone", "area", ("エリア",)),
    ("word", "controlled_terrain", ("支配地形",)),
    ("word", "placed_terrain", ("配置地形",)),  # MC 5.1.2.14 / 5.1.2.15: 自軍 / 敵軍配置地形
    ("word", "normal_summon_declaration", ("普通召喚宣言",)),
    ("word", "instant_summon_declaration", ("即時召喚宣言",)),
    # VG (rules 2.9, 4.x, 7.x, 15.7): card types, circles, zones, game words
    ("kind", "normal_order", ("ノーマルオーダー",)),
    ("kind", "set_order", ("セットオーダー",)),
    ("kind", "locked_card", ("呪縛カード",)),  # VG 7.30.1.2
    # VG 7.30: 呪縛 as a state a card is in, named by the noun (「呪縛から表になっている」: turned
    # face up from it); the verb 呪縛する keeps its forms (a verb form wins where it matches)
    ("word", "lock_state", ("呪縛",)),
    ("kind", "crest", ("クレスト",)),
    ("kind", "g_unit", ("Gユニット",)),
    # VG 14.16, 10.7.1.10: 「Ｇガーディアン」, a G unit with the G guardian skill (the label
    # 【Gガーディアン】 is read as the keyword before the lexicon, grammar/parse.py)
    ("kind", "g_guardian", ("Gガーディアン",)),
    ("kind", "ticket", ("チケット",)),  # VG ticket cards: ペルソナシールド・チケット
    ("word", "attack_target", ("アタック先",)),
    ("word", "call", ("コール",)),
    ("word", "play", ("プレイ",)),  # CO 「スペルカードのプレイに成功したとき」 (4-3-2-6)
    ("word", "limit", ("上限",)),  # CO 「あなたの手札の上限は9枚になる」 (3-7-3, 4-2-9)
    ("word", "invalid", ("無効",)),
    ("zone", "circle", ("サークル",)),
    ("zone", "g_zone", ("Gゾーン",)),
    ("zone", "order_area", ("オーダー領域",)),
    ("word", "originally", ("元々",)),
    ("word", "only_that", ("のみ",)),
    ("word", "addition", ("追加",)),
    ("word", "count_value", ("カウント",)),
    ("ref", "remainder", ("残り",)),
    # もう1枚 after a step that took some of a set of cards (1枚を手札に加え、もう1枚を…): the other
    # one(s) of that set, the remainder; もう1枚引く (one more) reads the same word, and a step
    # without such a set refuses it
    ("ref", "the_other", ("もう",)),
    ("word", "world", ("世界",)),
    # VG game words the rules define (found on G-era and DZ text): ハーツ, a main type (2.9.3.3);
    # 星域, a circle attribute (4.9.2, 17.3); プロダクト, a set-order subtype (17.12); the
    # ストライドステップ (9.8); アリーナ, a set-order subtype of D-era cards; 増加, an increase
    # named as a noun (トリガー効果のうち、パワー増加すべて)
    ("kind", "hearts", ("ハーツ",)),
    ("zone", "star_domain", ("星域",)),
    ("kind", "product", ("プロダクト",)),
    ("kind", "arena", ("アリーナ",)),
    # 「超越ステップ」: the step's name in its kanji (G-era cards print 「超越（ストライド）ステップ」,
    # the kanji with its reading; some without the reading)
    ("word", "stride_step", ("ストライドステップ", "超越ステップ")),
    # VG 14.16.1: the timing a G guardian skill names, ‘-相手ターンのガードステップ-’
    ("word", "opponent_turn_guard_step", ("相手ターンのガードステップ",)),
    ("word", "increase", ("増加",)),
    # CO 4-3-4 / MC 8.3.4: 割り込み, an action taken while another waits to resolve
    ("word", "interrupt", ("割り込み",)),
    # MC 10.15.1.1: 「対象が使用中の～の効果」 (an ability declared and not yet resolved)
    ("word", "in_use", ("使用中",)),
    # a comparison with a value named by a noun phrase (そのグレードが相手のカードのグレード以上
    # なら); after a number it is part of the count (3以上, 1枚以上)
    ("word", "or_more", ("以上",)),
    # the formal noun よう (so that): グレードの合計が3以上になるように1枚以上選び
    ("word", "manner", ("よう",)),
    ("word", "striker", ("ストライカー",)),  # VG 17.6: ファイターは‘ストライカー’になる
    ("word", "valid", ("有効",)),  # 以下すべてが有効になる (the counterpart of 無効)
    ("word", "simultaneous", ("同時",)),  # 3枚以上同時に山札から捨てられた時
    ("ref", "every", ("各",)),  # 各ターン (各プレイヤー is an owner)
    ("word", "first_time", ("最初",)),  # 各ターンで最初に…払う際
    # VG 17.6.1: a fighter of a collaboration may have the zone ‘モンスターBOX’
    ("zone", "monster_box", ("モンスターBOX",)),
    # VG 2.2, 6.2.2.2: the kinds of call and ride named as nouns (スペリオルコールで(R)に登場した時);
    # the verb forms (スペリオルコールする) are longer and read first
    ("word", "normal_call", ("ノーマルコール",)),
    ("word", "superior_call", ("スペリオルコール",)),
    ("word", "superior_ride", ("スペリオルライド",)),
    # 位置: a card's place within a zone (VG 4.1.11): このユニットと位置を入れ替える
    ("word", "place", ("位置",)),
    # 「レベル4であることによって」 (WS 1.3.1 over 9.4.1.1): the state named as the cause, a noun
    # phrase closed by 「であること」 before its particle
    ("word", "being", ("であること",)),
    # VG 7.43.2.1: the world names (the rules print 黑 / 樂, the cards 黒 / 楽)
    ("word", "world_dark_night", ("黒夜", "黑夜")),
    ("word", "world_abyssal_dark_night", ("深淵黒夜", "深淵黑夜")),
    ("word", "world_twilight_paradise", ("真宵楽園", "真宵樂園")),
]

# ---------------------------------------------------------------- verbs: (id, dictionary, class)
# classes: godan (ending in く ぐ す つ ぬ ぶ む る う), ichidan, suru (stem + する), aru
VERBS: list[tuple[str, str, str]] = [
    ("put", "置く", "godan"),
    ("vacant", "空く", "godan"),  # VG 「空いている(R)」: a circle with no unit on it
    ("filled", "埋まる", "godan"),  # VG 「あなたの(R)がすべて埋まっている」: a card on each circle
    ("return", "戻す", "godan"),
    ("add", "加える", "ichidan"),
    ("choose", "選ぶ", "godan"),
    ("draw", "引く", "godan"),
    ("look", "見る", "ichidan"),
    ("show", "見せる", "ichidan"),
    ("reveal", "公開", "suru"),
    ("shuffle", "シャッフル", "suru"),
    ("pay", "払う", "godan"),
    ("give", "与える", "ichidan"),
    ("gain", "得る", "ichidan"),
    ("perform", "行う", "godan"),
    ("use", "使う", "godan"),
    ("contain", "含む", "godan"),
    ("have", "持つ", "godan"),
    ("exist", "いる", "ichidan"),
    ("exist_thing", "ある", "aru"),
    ("rest", "【レスト】", "suru"),
    ("stand", "【スタンド】", "suru"),
    ("reverse", "【リバース】", "suru"),
    ("attack", "アタック", "suru"),
    ("front_attack", "フロントアタック", "suru"),
    ("side_attack", "サイドアタック", "suru"),
    ("direct_attack", "ダイレクトアタック", "suru"),
    ("activate", "発動", "suru"),
    ("play", "プレイ", "suru"),
    ("flip", "めくる", "godan"),
    ("do", "する", "suru"),
    ("swap", "入れ替える", "ichidan"),
    ("move", "移動", "suru"),
    ("move_to", "動かす", "godan"),
    ("receive", "受ける", "ichidan"),
    ("lose", "失う", "godan"),
    ("treat", "扱う", "godan"),
    ("become", "なる", "godan"),
    ("declare", "宣言", "suru"),
    ("heal", "回復", "suru"),
    # 取り除く: to take something off (MC 「対象のダメージをすべて取り除く」: the damage received
    # taken off, read by mc as the healing; VG 15.8.4.1 「サークルから取り除き」)
    ("take_away", "取り除く", "godan"),
    ("discard", "捨てる", "ichidan"),
    ("call", "コール", "suru"),
    ("ride", "ライド", "suru"),
    ("retire", "退却", "suru"),
    ("bind", "バインド", "suru"),
    ("remove", "除外", "suru"),
    ("search", "探す", "godan"),
    ("appear", "登場", "suru"),
    ("hit", "ヒット", "suru"),
    ("boost", "ブースト", "suru"),
    ("intercept", "インターセプト", "suru"),
    ("imprison", "収容", "suru"),
    ("repeat", "繰り返す", "godan"),
    ("occur", "発生", "suru"),
    ("cancel", "キャンセル", "suru"),
    ("trigger", "トリガー", "suru"),
    ("decrease", "減る", "godan"),
    ("enter", "入れる", "ichidan"),
    # VG 「ソウルに入ったカード」 / 「手札に加わった時」: the intransitive verbs of a card going into
    # a zone (put there, 4.1 zones); the transitive 入れる / 加える keep their surfaces (入れる is
    # the final form of enter before it is the potential of 入る: the index takes the first)
    ("go_in", "入る", "godan"),
    ("join", "加わる", "godan"),
    ("belong", "属", "suru"),  # 属する / 属し、 (a する-verb)
    ("guard", "ガード", "suru"),
    ("persona_ride", "ペルソナライド", "suru"),
    ("level_up", "レベルアップ", "suru"),
    ("decrease_by", "減少", "suru"),  # ソウルが減少しない (WS side attack, 8.x)
    ("refresh", "リフレッシュ", "suru"),
    ("come_out", "でる", "ichidan"),
    ("come_out_kanji", "出る", "ichidan"),
    # CO 3.4.2: a card put onto the field by an effect (「…をフィールドに出す」)
    ("put_out", "出す", "godan"),
    ("satisfy", "満たす", "godan"),
    ("tap", "タップ", "suru"),
    ("untap", "アンタップ", "suru"),
    ("crush", "クラッシュ", "suru"),
    ("break_card", "ブレイク", "suru"),  # CO 「対象のキャラクターをブレイクする」 (4-2-5)
    ("negate", "うち消す", "godan"),  # CO 「対象のプレイされたカードをうち消す」 (4-2-14)
    # CO 4-3-4: 「このカードのプレイに割り込むことはできない」 (the verb of 割り込み)
    ("interrupt_play", "割り込む", "godan"),
    ("succeed", "成功", "suru"),  # CO 「…のプレイに成功したとき」 (4-3-2-6)
    ("set", "セット", "suru"),
    ("defend", "ディフェンス", "suru"),
    ("go_back", "戻る", "godan"),
    ("leave", "離れる", "ichidan"),  # VG このユニットが(R)から離れた時 (a zone move, 11.9.6)
    ("grant", "付与", "suru"),
    ("change_to", "変更", "suru"),
    ("destroy", "破棄", "suru"),
    ("advance", "進軍", "suru"),
    ("participate", "参加", "suru"),  # MC 「対象が戦闘に参加している場合」 (8.2.3, 14.5.4.1)
    ("place", "配置", "suru"),
    ("incorporate", "組み込む", "godan"),
    # VG specific actions (rules ch.7) and verbs of VG text
    ("normal_ride", "ノーマルライド", "suru"),
    ("stand_up", "スタンドアップ", "suru"),
    ("drive_check", "ドライブチェック", "suru"),
    ("damage_check", "ダメージチェック", "suru"),
    ("resolve", "解決", "suru"),
    ("differ", "違う", "godan"),
    ("be_different", "異なる", "godan"),
    ("wish", "望む", "godan"),
    ("counter_blast", "カウンターブラスト", "suru"),
    ("soul_blast", "ソウルブラスト", "suru"),
    ("soul_charge", "ソウルチャージ", "suru"),
    # 「チャージしたカード」: the cards the charge just done (a soul charge, a counter charge) put
    ("charge", "チャージ", "suru"),
    ("counter_charge", "カウンターチャージ", "suru"),
    ("energy_charge", "エネルギーチャージ", "suru"),
    ("increase", "増える", "ichidan"),
    ("superior_call", "スペリオルコール", "suru"),
    ("superior_ride", "スペリオルライド", "suru"),
    ("stride", "超越", "suru"),
    ("lock", "呪縛", "suru"),
    ("unlock", "解呪", "suru"),
    ("delete", "デリート", "suru"),
    ("time_leap", "タイムリープ", "suru"),
    ("dominate", "支配", "suru"),
    ("operate", "稼働", "suru"),  # VG set orders: このカードが稼働した時
    ("beast_fusion", "魔獣合成", "suru"),  # VG 6.10: このユニットが魔獣合成した時
    # XをYと同じにする: set a value to another's (ドライブを…のグレードと同じにする)
    ("make_same", "同じに", "suru"),
    ("become_same", "同じになる", "godan"),  # XがYと同じになる
    ("adjust", "増減", "suru"),  # VG: パワーを…と同じになるまで増減する
    ("equip", "着装", "suru"),  # VG: リアガードをこのユニットに着装する
    ("raise", "増やす", "godan"),  # VG: パワーを、…のパワー分、増やす
    # VG 7.21.1 「コストを‘なくす’とは、…そのコストで示される行動を行わないという特定行動です」
    ("waive", "なくす", "godan"),
    # CO / MC verbs of the rules documents' examples
    ("pay_out", "支払う", "godan"),
    ("control", "コントロール", "suru"),
    ("exist_in", "存在", "suru"),
    ("adjoin", "隣接", "suru"),  # MC 5.1.2.18: 「…に隣接する地形」 (areas next to each other)
    ("match", "合致", "suru"),
    ("demand", "求める", "ichidan"),
    ("exclude", "除く", "godan"),
    ("overlap", "重複", "suru"),
    ("turn_over", "裏返す", "godan"),
    ("normal_summon", "普通召喚", "suru"),
    ("invalidate", "無効化", "suru"),  # CO 4-3-8: 〜を無効化する
    ("instant_summon", "即時召喚", "suru"),
    ("replenish", "補充", "suru"),  # MC 12.3.1: カードをn枚(まで)補充する
    # MC 10.8: 「そのダメージをn点少なくする」 / 「n点多くする」 (a damage amount changed)
    ("lessen", "少なく", "suru"),
    ("heighten", "多く", "suru"),
    # CO 4-3-10: 「対象のキャラクターが受けるダメージを1点軽減する」 (a damage reduced)
    ("reduce", "軽減", "suru"),
    # WS 9.4.1 / 1.2.2: 「あなたはレベル4であることによって敗北しない」 (a loss condition a text
    # overrides, 1.3.1)
    ("lose_game", "敗北", "suru"),
    # MC 10.15.1: 「～を消失させる」 (an effect not brought about, or what was given undone)
    ("vanish", "消失", "suru"),
    # MC 3.4: 「ダイスを1個振る」 (a die rolled; its result read after: 「出た目が4以上の場合」)
    ("roll", "振る", "godan"),
    # VS 「そうしたら、そのカードはベンチに残る」: a card stays where it is (the move replaced)
    ("remain", "残る", "godan"),
    # VS/WS 「相手の手札の枚数を数え、それが3枚以上なら」: a number counted, read after
    ("count", "数える", "ichidan"),
    # CO 「この修正は…がフィールドを離れるまで続く」: how long a change lasts
    ("last", "続く", "godan"),
    # round 33: verbs the rules documents use that the lexicon lacked, so that a sentence
    # printing them is typed (and refused by a compiler, if at all, for its meaning, not its
    # words): 減らす (VG 7.x 「数値を…増やすまたは減らす」, 「ヴァンガードダメージを1減らします」,
    # the transitive of 減る as 増やす is of 増える), 負ける (VS 3.5.1 「アタックによって負けた
    # カード」), 飛ばす (VG 「このステップを飛ばします」, WS 「飛ばされ」), 関連付ける (VG 14.36
    # 「関連付けられた♪♪状態」, 15.x gauges), 移し替える (MC 「装備品を移し替えた場合」),
    # 置き換える (CO 「カード名と置き換えます」, MC 「別の事象に置き換えます」); and the pair of
    # a value made lower or higher, 下がる / 下げる, 上がる / 上げる (as 減る / 増える: VS
    # 「このカードの防御力は下がらない」)
    ("diminish", "減らす", "godan"),
    ("lose_to", "負ける", "ichidan"),
    ("skip", "飛ばす", "godan"),
    ("associate", "関連付ける", "ichidan"),
    ("transfer", "移し替える", "ichidan"),
    ("replace_by", "置き換える", "ichidan"),
    ("fall", "下がる", "godan"),
    ("lower", "下げる", "ichidan"),
    ("rise", "上がる", "godan"),
    ("lift", "上げる", "ichidan"),
    # VG 14.41.1.1 旋律's notation 「これは旋律を持つあなたのユニットすべてが共有する」
    ("share", "共有", "suru"),
    # round 41: VG 17.7.2 「‘曲’のサブタイプを持つカードを‘歌う’処理」 (17.7.2.1 its trigger
    # 「歌われた時」); 並べ替える, a zone's cards put in an order chosen (CO 「ダストボックスにある
    # カードの順番を好きなように並べ替える」, VS 「控え室のカードを好きな順番に並べ替える」)
    ("sing", "歌う", "godan"),
    ("reorder", "並べ替える", "ichidan"),
    # round 51: WS 11.4.1 「現在のフェイズやステップを中止し、特定のフェイズやステップに進む」
    # — a card's 「このフェイズを終了し、エンドフェイズに進む」 / 「あなたはエンドフェイズに進む」
    ("proceed", "進む", "godan"),
    ("finish", "終了", "suru"),
]

# Other spellings of a verb above, read as it (the same id) and rendered in its first spelling:
# VS prints the state verbs without the bracket of their icon (4.16.2 「エネルギーをすべてレストする」,
# 3.3.5 「リバースする」) where WS and VG print 【レスト】 / 【リバース】
VERB_SPELLINGS: list[tuple[str, str, str]] = [
    ("rest", "レスト", "suru"),
    # VG's rules print スタンドする / レストする unbracketed (7.2)
    ("stand", "スタンド", "suru"),
    ("reverse", "リバース", "suru"),
    # CO prints うち消す (4.2.14); a card text may write the verb in kanji, 打ち消す
    ("negate", "打ち消す", "godan"),
    # VG: 【超越】 is read ストライド (9.8 ストライドステップ, 9.8.2 超越スキル): a text may print
    # the verb in katakana, 「あなたがストライドした時」 / 「このターンにストライドしているなら」
    ("stride", "ストライド", "suru"),
    # WS 「あなたのキャラが、他の枠に動いた時」 (Q413): the intransitive 動く, as 移動する
    ("move", "動く", "godan"),
    # VG 「《X》に属さない」 / 「属していない」 (2.14.1 「このカードが属する国家」): 属する's
    # negative is printed as the godan 属す's (属さない), not 属しない
    ("belong", "属す", "godan"),
    # 繰り返す printed with its first kanji in kana (WS 「この効果を3回くり返す」)
    ("repeat", "くり返す", "godan"),
    # 並べ替える printed 並び替える (the intransitive's stem), the same act
    ("reorder", "並び替える", "ichidan"),
    # VG 「このユニットと…の位置を交換する」: the places exchanged, as 入れ替える (7.8.1; 7.34.1.1
    # names the act 「サークルに置かれているカードの位置の交換」)
    ("swap", "交換", "suru"),
]

VERB_KIND: dict[str, str] = {
    "put": "move",
    "return": "move",
    "add": "move",
    "discard": "move",
    "call": "move",
    "bind": "move",
    "remove": "move",
    "retire": "move",
    "imprison": "move",
    "move": "move",
    "move_to": "move",
    "swap": "move",
    "enter": "move",
    "go_in": "move",
    "join": "move",
    "draw": "draw",
    "replenish": "draw",
    "choose": "choose",
    "search": "choose",
    "look": "look",
    "flip": "reveal",
    "reveal": "reveal",
    "show": "reveal",
    "shuffle": "shuffle",
    "rest": "state",
    "stand": "state",
    "reverse": "state",
    "give": "give",
    "gain": "give",
    "lose": "give",
    "stat_change": "stat",
    "pay": "cost",
    "pay_out": "cost",
    "destroy": "move",
    "attack": "battle",
    "front_attack": "battle",
    "side_attack": "battle",
    "direct_attack": "battle",
    "exist": "state_query",
    "exist_thing": "state_query",
    "have": "state_query",
    "contain": "state_query",
}

FORMS = (
    "final",
    "continuative",
    "te",
    "past",
    "passive",
    "passive_past",
    "passive_neg",
    "passive_prog",
    "optional",
    "negative",
    "cannot",
    "can",
    "causative",
    "causative_cont",
    "progressive",
    "progressive_neg",
    "negative_cont",
    "passive_te",
    "causative_optional",
    "passive_neg_cont",
    "negative_past",
    "causative_past",
    "causative_neg_past",
    "concessive",
    "can_cont",
    "cannot_cont",
    "without",
    "stem",
    "negative_te",
    "permissive",
    "cease",
    "ceased",
    "passive_neg_past",
    "negative_kute",
    "passive_neg_te",
    "progressive_past",
    "progressive_neg_past",
    "causative_prog",
    "causative_prog_neg",
    "causative_prog_past",
    "causative_prog_neg_past",
    "passive_cont",
    "progressive_neg_concessive",
)

_A = dict(zip("くぐすつぬぶむるう", "かがさたなばまらわ", strict=True))
_I = dict(zip("くぐすつぬぶむるう", "きぎしちにびみりい", strict=True))
_E = dict(zip("くぐすつぬぶむるう", "けげせてねべめれえ", strict=True))
_TE = {"く": "いて", "ぐ": "いで", "す": "して", "つ": "って", "る": "って", "う": "って"}
_TE.update({"ぬ": "んで", "ぶ": "んで", "む": "んで"})


def conjugate(dictionary: str, cls: str) -> dict[str, str]:
    """Surface of each form in ``FORMS`` for one verb."""
    if cls == "suru":
        s = dictionary if dictionary != "する" else ""
        return {
            "final": s + "する",
            "continuative": s + "し",
            "te": s + "して",
            "past": s + "した",
            "passive": s + "される",
            "passive_past": s + "された",
            "passive_neg": s + "されない",
            "passive_prog": s + "されている",
            "optional": s + "してよい",
            "negative": s + "しない",
            "cannot": s + "できない",
            "can": s + "できる",
            "causative": s + "させる",
            "causative_cont": s + "させ",
            "progressive": s + "している",
            "progressive_neg": s + "していない",
            "negative_cont": s + "せず",
            "passive_te": s + "されて",
            "passive_cont": s + "され",
            "causative_optional": s + "させてよい",
            "passive_neg_cont": s + "されず",
            "negative_past": s + "しなかった",
            "causative_past": s + "させた",
            "causative_neg_past": s + "させなかった",
            "concessive": s + "しても",
            "can_cont": s + "でき",
            "cannot_cont": s + "できず",
            "without": s + "せずに",
            "negative_te": s + "しないで",
            "permissive": s + "してもよい",
            "cease": s + "しなくなる",
            "ceased": s + "しなくなった",
            "passive_neg_past": s + "されなかった",
            "negative_kute": s + "しなくて",
            "passive_neg_te": s + "されないで",
            "progressive_past": s + "していた",
            "progressive_neg_past": s + "していなかった",
            "causative_prog": s + "させている",
            "causative_prog_neg": s + "させていない",
            "causative_prog_past": s + "させていた",
            "causative_prog_neg_past": s + "させていなかった",
            "progressive_neg_concessive": s + "していなくても",
            **({"stem": s} if s else {}),
        }
    if cls == "ichidan":
        s = dictionary[:-1]
        return {
            "final": dictionary,
            "continuative": s,
            "te": s + "て",
            "past": s + "た",
            "passive": s + "られる",
            "passive_past": s + "られた",
            "passive_neg": s + "られない",
            "passive_prog": s + "られている",
            "optional": s + "てよい",
            "negative": s + "ない",
            "cannot": s + "られない",
            "can": s + "られる",
            "causative": s + "させる",
            "causative_cont": s + "させ",
            "progressive": s + "ている",
            "progressive_neg": s + "ていない",
            "negative_cont": s + "ず",
            "passive_te": s + "られて",
            "passive_cont": s + "られ",
            "causative_optional": s + "させてよい",
            "passive_neg_cont": s + "られず",
            "negative_past": s + "なかった",
            "causative_past": s + "させた",
            "causative_neg_past": s + "させなかった",
            "concessive": s + "ても",
            "can_cont": s + "られ",
            "cannot_cont": s + "られず",
            "without": s + "ずに",
            "negative_te": s + "ないで",
            "permissive": s + "てもよい",
            "cease": s + "なくなる",
            "ceased": s + "なくなった",
            "passive_neg_past": s + "られなかった",
            "negative_kute": s + "なくて",
            "passive_neg_te": s + "られないで",
            "progressive_past": s + "ていた",
            "progressive_neg_past": s + "ていなかった",
            "causative_prog": s + "させている",
            "causative_prog_neg": s + "させていない",
            "causative_prog_past": s + "させていた",
            "causative_prog_neg_past": s + "させていなかった",
            "progressive_neg_concessive": s + "ていなくても",
        }
    if cls == "aru":
        return {
            "final": "ある",
            "continuative": "あり",
            "te": "あって",
            "past": "あった",
            "negative": "ない",
            "negative_cont": "なく",
            "negative_past": "なかった",
            "concessive": "あっても",
            "negative_kute": "なくて",
        }
    stem, end = dictionary[:-1], dictionary[-1]
    te = _TE[end]
    if dictionary == "行く":
        te = "って"
    past = te[:-1] + ("だ" if te.endswith("で") else "た")
    a = stem + _A[end]
    return {
        "final": dictionary,
        "continuative": stem + _I[end],
        "te": stem + te,
        "past": stem + past,
        "passive": a + "れる",
        "passive_past": a + "れた",
        "passive_neg": a + "れない",
        "passive_prog": a + "れている",
        "optional": stem + te + "よい",
        "negative": a + "ない",
        "cannot": stem + _E[end] + "ない",
        "can": stem + _E[end] + "る",
        "causative": a + "せる",
        "causative_cont": a + "せ",
        "progressive": stem + te + "いる",
        "progressive_neg": stem + te + "いない",
        "negative_cont": a + "ず",
        "passive_te": a + "れて",
        "passive_cont": a + "れ",
        "causative_optional": a + "せてよい",
        "passive_neg_cont": a + "れず",
        "negative_past": a + "なかった",
        "causative_past": a + "せた",
        "causative_neg_past": a + "せなかった",
        "concessive": stem + te + "も",
        "can_cont": stem + _E[end],
        "cannot_cont": stem + _E[end] + "ず",
        "without": a + "ずに",
        "negative_te": a + "ないで",
        "permissive": stem + te + "もよい",
        "cease": a + "なくなる",
        "ceased": a + "なくなった",
        "passive_neg_past": a + "れなかった",
        "negative_kute": a + "なくて",
        "passive_neg_te": a + "れないで",
        "progressive_past": stem + te + "いた",
        "progressive_neg_past": stem + te + "いなかった",
        "causative_prog": a + "せている",
        "causative_prog_neg": a + "せていない",
        "causative_prog_past": a + "せていた",
        "causative_prog_neg_past": a + "せていなかった",
        "progressive_neg_concessive": stem + te + "いなくても",
    }


# ---------------------------------------------------------------- durations and connectors
DURATIONS: list[tuple[str, tuple[str, ...]]] = [
    # 「このターンの終わりまで」 (VS 6.8.1.3: effects 「ターンの終わりまで」 and 「そのターン中」 end
    # at the same point): the same period; 「ターンの終わりまで」 with no この (the words of VS
    # 6.8.1.3 itself): the end of the turn the effect is made in. (「ターン終了時まで」 is not
    # listed: CO reads 「ターン終了時」 as its own word before まで.)
    (
        "this_turn",
        (
            "そのターン中",
            "このターン中",
            "このターンの終わりまで",
            "そのターンの終わりまで",
            # VG 「そのターン中に相手のリアガードが２枚以上退却していたなら」: the turn a past event
            # is looked for in (a condition's time, as 「このターンに」)
            "そのターン中に",
            "このターン中に",
            "ターンの終わりまで",
            # VG 11.11.4's examples 「このターン、あなたの前列のリアガードすべてのパワーに+5000。」:
            # 「このターン」 with no 中, heading a step (a comma after it), the same period
            "このターン",
        ),
    ),
    # WS 「…の終わりまで」, VG 「…ターン終了時まで」 (VG 11.3.1.2: the period of a continuous effect)
    (
        "until_end_of_opponent_next_turn",
        # VG G-era 「次の相手のターンの終了時まで」 (with の): the same period
        (
            "次の相手のターンの終わりまで",
            "次の相手のターン終了時まで",
            "次の相手のターンの終了時まで",
        ),
    ),
    # WS 「次のあなたのターンの終わりまで」 (as 「次の相手のターンの終わりまで」), VG 「…ターン終了時まで」
    (
        "until_end_of_your_next_turn",
        (
            "次のあなたのターン終了時まで",
            "次のあなたのターンの終わりまで",
            "次のあなたのターンの終了時まで",
        ),
    ),
    # VG 「次の相手のスタンドフェイズ中、そのユニットは【スタンド】しない」: the next stand phase of
    # that player, a period of its own
    ("during_opponent_next_stand_phase", ("次の相手のスタンドフェイズ中",)),
    ("during_your_next_stand_phase", ("次のあなたのスタンドフェイズ中",)),
    # WS 「そのターンの次のターンの終わりまで」: an effect made in one turn, until the end of the next
    ("until_end_of_next_turn", ("次のターンの終わりまで", "そのターンの次のターンの終わりまで")),
    # VG 「そのバトル中にあなたのドライブチェックでクリティカルトリガーが出ていたなら」: the battle a
    # past event is looked for in (a condition's time, as 「このターン中に」 is this_turn's)
    ("this_battle", ("そのバトル中", "このバトル中", "そのバトル中に", "このバトル中に")),
    # 「相手のターン中に」 (WS 「この能力は相手のターン中にのみ使える」: the period with the に of a
    # time, as 「このターン中に」 is this_turn's), the same period
    ("during_your_turn", ("あなたのターン中", "あなたのターン中に")),
    ("during_opponent_turn", ("相手のターン中", "相手のターン中に")),
    # VS 7.1.1 「このアタック中」: one attack sub-phase; 「（この|その）アタックの終わりまで」: the same
    # period (the sub-phase ends with its attack end step, 7.1.6.2), as 「ターンの終わりまで」 is
    # 「このターン中」's
    (
        "this_attack",
        (
            "そのアタック中",
            "このアタック中",
            "このアタックの終わりまで",
            "そのアタックの終わりまで",
        ),
    ),
    # VS 「（この|その）パートナーアタック中」: the attack in progress as a partner attack (4.13.1,
    # 7.1.3.2.2 「そのアタックは「パートナーアタック」になります」) — a word of its own: the game
    # reads it where the attack is one
    ("this_partner_attack", ("このパートナーアタック中", "そのパートナーアタック中")),
    ("this_battle_of_card", ("このカードのバトル中",)),
    ("during_ride_phase", ("あなたのライドフェイズ中",)),
    ("during_cx_phase", ("あなたのCXフェイズ中", "あなたのクライマックスフェイズ中")),
]

LEADS: list[tuple[str, tuple[str, ...]]] = [
    # 「そうした場合、」: the same condition on the step before (CO prints it so); 「そうした時、」
    # (WS 千枝, Q228): the same conditional of 「そうする」 with 時 — what follows only when the
    # step before was done, the condition after it read then (as every conditional of this family)
    ("if_done", ("そうしたら", "そうしたなら", "そうした場合", "そうした時", "そうしたとき")),
    # 「その後で、」 (CO: 「…置き、そのあとで同じ枚数のカードを引く」): the same 「その後」 with で
    ("then", ("その後", "その後で")),
    # MC 4.1.11 「Aする。効果適用後、Bする。」: B only if A applied (in part at least)
    ("after_applied", ("効果適用後",)),
    ("instead", ("かわりに", "代わりに")),
    (
        "otherwise",
        (
            "そうでないなら",
            "そうしなかったなら",
            "そうしないなら",
            "そうしなかったら",
            "そうしなかった場合",
            "そうでない場合",  # MC 「…の場合、A。そうでない場合、B。」 (the last: variants kept)
        ),
    ),
    ("if_unable", ("そうできないなら",)),  # the branch taken when the step before cannot be done
    ("additionally", ("さらに",)),
    # 「XがYであり、かつZがWの場合」 (MC): a second condition joined to the one before, both
    # holding (4.7.7's かつ, here between clauses) — read only inside a condition (``_chain``)
    ("both", ("かつ",)),
    # 「ただし、…」 / 「ただし…」: a proviso on the sentence before (CO 「…の修正を受ける。ただし、その
    # キャラクターは「飛行」の特殊能力を失う」, MC 「…を付与する。ただし、このユニット自身には付与しない」)
    ("proviso", ("ただし", "但し")),
    # VG 「あなたのリアガードを２枚まで選び、それぞれについて、そのユニットと同名のカードを…探し、」:
    # the steps after it done once for each card chosen, そのユニット each in turn
    ("for_each_of_them", ("それぞれについて",)),
    # VG 超 trigger: the additional effect a drive check adds (追加効果-…!)
    ("additional_effect", ("追加効果-",)),
]

TIMING_POINTS: list[tuple[str, tuple[str, ...]]] = [
    ("start", ("の始めに", "開始時", "の開始時")),
    ("end", ("の終わりに", "終了時", "の終了時")),
]


def _index(table: list[tuple[str, tuple[str, ...]]]) -> dict[str, tuple[str, int]]:
    return {s: (i, n) for i, surfaces in table for n, s in enumerate(surfaces)}


# formal nouns printed only after a relative clause, lexed by their own terminal in the clause
# grammar (not NOUN: まで is also a particle): …が公開されるまで公開し / …と同じになるまで増減する
FORMAL_NOUNS: list[tuple[str, str, tuple[str, ...]]] = [
    ("word", "until", ("まで",)),
]

NOUN_INDEX: dict[str, tuple[str, str, int]] = {
    s: (cls, i, n) for cls, i, surfaces in NOUNS for n, s in enumerate(surfaces)
}
# a surface whose class differs by game (VG's soul is a zone, WS's soul a characteristic)
GAME_NOUNS: dict[str, dict[str, tuple[str, str, int]]] = {
    "vg": {"ソウル": ("zone", "soul", 0)},
}


def noun(game: str, surface: str) -> tuple[str, str, int]:
    """(class, id, variant) of a noun surface in ``game``."""
    return GAME_NOUNS.get(game, {}).get(surface) or NOUN_INDEX[surface]


NOUN_SURFACE: dict[tuple[str, str], tuple[str, ...]] = {
    (c, i): s for c, i, s in NOUNS + FORMAL_NOUNS
}
VERB_FORMS: dict[str, dict[str, str]] = {v: conjugate(d, c) for v, d, c in VERBS}
VERB_INDEX: dict[str, tuple[str, str]] = {}
_SPELLING_FORMS = [(v, conjugate(d, c)) for v, d, c in VERB_SPELLINGS]
for _form in FORMS:
    for _verb, _forms in (*VERB_FORMS.items(), *_SPELLING_FORMS):
        if _form in _forms and (len(_forms[_form]) > 1 or _verb == "do"):
            if _form == "continuative" and _forms[_form] in NOUN_INDEX:
                # a continuative that is itself a noun of the lexicon (割り込み, CO 4-3-4):
                # the noun is read (「割り込みを行う」), the verb's other forms stay
                continue
            VERB_INDEX.setdefault(_forms[_form], (_verb, _form))
DURATION_INDEX = _index(DURATIONS)
DURATION_SURFACE = dict(DURATIONS)
LEAD_INDEX = _index(LEADS)
LEAD_SURFACE = dict(LEADS)
TIMING_INDEX = _index(TIMING_POINTS)
TIMING_SURFACE = dict(TIMING_POINTS)


# ---------------------------------------------------------------- lark terminals
def _alt(words: list[str]) -> str:
    words = sorted(set(words), key=lambda w: (-len(w), w))
    return " | ".join('"' + w.replace("\\", "\\\\").replace('"', '\\"') + '"' for w in words)


def _blocked_tails(surface: str) -> list[str]:
    """Rests of the nouns that ``surface`` begins when the rest cannot begin a word itself
    (いず|れか, 持ち|主): there the longer noun is meant, not the verb form."""
    tails = []
    for n in NOUN_INDEX:
        if n != surface and n.startswith(surface):
            rest = n[len(surface) :]
            if not any(rest.startswith(m) for m in NOUN_INDEX):
                tails.append(rest)
    return sorted(tails)


def _duration_alt(words: list[str]) -> str:
    """The duration words; one ending in 中 is not a duration before の: there it names the
    period as a noun modifier (VG 「そのターン中のバトルが４回目以降なら」: the battles during that
    turn), read word by word (その + ターン + 中, ``Word("during")``) as a noun phrase. One ending
    in ターン (「このターン、」) is a duration only before a comma, heading a step (「このターンに」
    is a condition's time). One ending in 中 before なら is not a duration either: it is the
    predicate of a condition (WS 「あなたのターン中なら」, as 「あなたのバトルフェイズ中なら」 is), read
    word by word."""
    words = sorted(set(words), key=lambda w: (-len(w), w))
    parts = [
        re.escape(w)
        + ("(?!の|なら|$)" if w.endswith("中") else "(?=、)" if w.endswith("ターン") else "")
        for w in words
    ]
    return "/(?:" + "|".join(parts).replace("/", "\\/") + ")/"


def _verb_tails(surface: str) -> list[str]:
    """The negative auxiliary's forms (ない / なく / なかった / なくて: ``negative*``) do not match
    where they begin a surface of another verb whose stem begins with them: 「なく」 before 「す」 /
    「し」 / 「した」 / 「さない」 … ending a word is the verb なくす (7.21.1 「コストをなくす」, 「記憶を
    なくした」), not the negative and a stray kana; before a word that goes on in kana (「ではなく
    すべて見る」) it stays the negative. Returns the rests of those surfaces (``_verb_alt`` reads
    them as whole, not followed by another hiragana). A longer form of the same verb (なくて)
    is that verb's own terminal's; the forms of other verbs are left as they are."""
    own, form = VERB_INDEX.get(surface, ("", ""))
    if not form.startswith("negative"):
        return []
    return sorted(
        {
            v[len(surface) :]
            for v, (verb, _f) in VERB_INDEX.items()
            if v != surface and v.startswith(surface) and verb != own
        },
        key=lambda t: (-len(t), t),
    )


def _verb_alt(words: list[str]) -> str:
    """Alternatives of a verb-form terminal; a surface that begins a longer noun does not
    match there (a negative lookahead), so the noun is read; nor one that begins a surface of
    another verb (``_verb_tails``), so that verb is read."""
    words = sorted(set(words), key=lambda w: (-len(w), w))
    if not any(_blocked_tails(w) or _verb_tails(w) for w in words):
        return _alt(words)
    parts = []
    for w in words:
        tails = _blocked_tails(w)
        look = f"(?!{'|'.join(re.escape(t) for t in tails)})" if tails else ""
        rests = _verb_tails(w)
        if rests:
            # another verb's whole surface: its rest not followed by more kana (a word ending)
            look += f"(?!(?:{'|'.join(re.escape(t) for t in rests)})(?![ぁ-ゖ]))"
        parts.append(re.escape(w) + look)
    return "/(?:" + "|".join(parts).replace("/", "\\/") + ")/"


def lark_terminals() -> str:
    """The generated ``lexicon.lark``: one terminal per word class and verb form."""
    attributive = sorted(
        {
            f[k]
            for f in (*VERB_FORMS.values(), *(f for _v, f in _SPELLING_FORMS))
            for k in (
                "final",
                "past",
                "negative",
                "progressive",
                "progressive_neg",
                "passive_past",
                # 「相手のデリートされているヴァンガード」 / 「相手の呪縛されているリアガード」
                "passive_prog",
            )
            if k in f
        },
        key=lambda w: (-len(w), w),
    )
    # 「相手のアタックされていないキャラ」: the passive's perfect, negated or past, is lexed as
    # 「…されて」 and 「いない」 (「いなかった」); の before it marks its subject too
    perfect = sorted(
        {
            f["passive_te"] + "い"
            for f in (*VERB_FORMS.values(), *(f for _v, f in _SPELLING_FORMS))
            if "passive_te" in f
        }
        - set(attributive),
        key=lambda w: (-len(w), w),
    )
    attributive = sorted([*attributive, *perfect], key=lambda w: (-len(w), w))
    no_subj = "|".join(re.escape(w) for w in attributive)
    out = [
        "// GENERATED by `python -m grammar.lexicon` from grammar/lexicon.py - do not edit.",
        "// Word classes of the clause grammar; longer words are tried first.",
        "",
        f"NOUN.2: {_alt(list(NOUN_INDEX))}",
        f"DURATION.4: {_duration_alt(list(DURATION_INDEX))}",
        f"LEAD.4: {_alt(list(LEAD_INDEX))}",
        f"TPOINT.3: {_alt(list(TIMING_INDEX))}",
        "// の marking the subject of a relative clause (このカードの与えたダメージ)",
        f"NO_SUBJ.4: /の(?=(?:{no_subj}))/",
    ]
    by_form: dict[str, list[str]] = {f: [] for f in FORMS}
    for surface, (_verb, form) in VERB_INDEX.items():
        by_form[form].append(surface)
    for form in FORMS:
        if form == "stem":
            # a する-verb's stem coordinated by か with the verb after it (アタックかブーストした)
            stems = "|".join(
                re.escape(w) for w in sorted(by_form[form], key=lambda w: (-len(w), w))
            )
            # (not before から: 「呪縛から表になっている」 is the noun and its particle)
            out.append(f"V_STEM.3: /(?:{stems})(?=か(?!ら))/")
            # the stem as a nominal predicate at the end of a clause or before a (…)
            # restriction (MC 10.11.12: 手札1枚破棄(「種族:ドラゴン」のカード)); not before a
            # VG circle (R) (V) (G)
            out.append(f"V_NSTEM.3: /(?:{stems})(?=\\((?![RVG]\\))|$)/")
        elif form == "passive_cont" and by_form[form]:
            # 「…置かれ、」 / 「…され、」: the passive and then, only before the comma (a surface
            # that begins the other passive forms is theirs)
            conts = "|".join(
                re.escape(w) for w in sorted(by_form[form], key=lambda w: (-len(w), w))
            )
            out.append(f"V_PASSIVE_CONT.3: /(?:{conts})(?=、)/")
        elif by_form[form]:
            out.append(f"V_{form.upper()}.3: {_verb_alt(by_form[form])}")
    return "\n".join(out) + "\n"


LEXICON_LARK = Path(__file__).resolve().parent / "lexicon.lark"


def surface_form(verb: str, form: str) -> str:
    return VERB_FORMS[verb][form]


def check_consistency() -> list[str]:
    """Problems in the tables (duplicate surfaces across classes)."""
    problems = []
    seen: dict[str, str] = {}
    for cls, ident, surfaces in NOUNS:
        for s in surfaces:
            if s in seen:
                problems.append(f"noun surface {s!r} listed twice ({seen[s]}, {cls}:{ident})")
            seen[s] = f"{cls}:{ident}"
    for s in re.findall(r"\S+", " ".join(DURATION_INDEX)):
        if s in NOUN_INDEX:
            problems.append(f"duration {s!r} is also a noun")
    return problems


if __name__ == "__main__":
    LEXICON_LARK.write_text(lark_terminals(), encoding="utf-8")
    sys.stdout.write(f"wrote {LEXICON_LARK}\n")
