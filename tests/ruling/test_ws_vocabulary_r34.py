"""Weiß Schwarz: the rules document's vocabulary tables, each entry in the printed forms its
clauses allow (round 34, issue 12, s30wstext) — chapter 10's keywords (10.1 アラーム … 10.19
ターン回数制限) with the costs and conditions each takes, chapter 4's verbs (4.6 placement
states, 4.7 引く, 4.8 山札を見る, 4.9 公開する, 4.10/4.11 damage and its cancelling), chapter 3's
zones and slots as printed (前列/後列, 中央の枠, 思い出, マーカー …) and chapter 8's terms used in
text (【カウンター】, 【CXコンボ】, 「このカードのバトル中」 …).

Each entry is a minimal ability in printed style, with the clause it exercises. Every entry is
either executable (compiled by ``ruling.abilities``) or listed in ``NOT_YET`` with what the
engine does not run — so the table's coverage is measured here and cannot silently drop, and a
construction that makes a NOT_YET entry run shows as a failure until the entry is moved out of
it. Board checks of what the entries do are below the table (the keywords' own boards are in
test_ws_vocab_r30.py); the new construction of this round — a cost's payments printed apart by a
space — has its own board."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling import abilities as A
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, zone_names

# (entry, clause, card type, minimal text in printed style)
TABLE: tuple[tuple[str, str, str, str], ...] = (
    (
        "alarm-cont",
        "10.1",
        "CH",
        "【永】 アラーム このカードがクロックの1番上にあるなら、あなたのキャラすべてに、パワーを＋1000。",
    ),
    (
        "alarm-cont-level",
        "10.1",
        "CH",
        "【永】 アラーム このカードがクロックの1番上にあり、あなたのレベルが2以上なら、あなたの前列のキャラすべてに、パワーを＋1000。",
    ),
    (
        "alarm-auto-clock",
        "10.1",
        "CH",
        "【自】【クロック】 アラーム このカードがクロックの1番上にあるなら、あなたのクライマックスフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "alarm-auto-cost",
        "10.1",
        "CH",
        "【自】 アラーム ［手札を1枚控え室に置く］ このカードがクロックの1番上にあるなら、あなたのアタックフェイズの始めに、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。",
    ),
    (
        "alarm-rules-wording",
        "10.1",
        "CH",
        "【永】 アラーム このカードがクロック置場の一番上にあるなら、あなたのキャラすべてに、ソウルを＋1。",
    ),
    (
        "alarm-act",
        "10.1",
        "CH",
        "【起】【クロック】 アラーム ［(1)］ このカードがクロックの1番上にあるなら、あなたは1枚引く。",
    ),
    ("encore-3", "10.2", "CH", "【自】 アンコール ［(3)］"),
    (
        "encore-2-reminder",
        "10.2",
        "CH",
        "【自】 アンコール ［(2)］ （このカードが舞台から控え室に置かれた時、あなたはコストを払ってよい。そうしたら、このカードがいた枠に【レスト】して置く）",
    ),
    ("encore-chara", "10.2", "CH", "【自】 アンコール ［手札のキャラを1枚控え室に置く］"),
    (
        "encore-trait",
        "10.2",
        "CH",
        "【自】 アンコール ［(1) 手札の《魔法》のキャラを1枚控え室に置く］",
    ),
    (
        "encore-clock",
        "10.2",
        "CH",
        "【自】 アンコール ［あなたの山札の上から1枚をクロック置場に置く］",
    ),
    ("encore-used", "10.2.4", "CH", "【自】 このカードがアンコールを使った時、あなたは1枚引く。"),
    (
        "encore-placed",
        "10.2.4",
        "CH",
        "【自】 このカードが『アンコール』で舞台に置かれた時、あなたは1枚引いてよい。",
    ),
    (
        "encore-grant",
        "10.2",
        "CH",
        "【永】 あなたの他のキャラすべてに、『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を与える。",
    ),
    (
        "support-power",
        "10.3",
        "CH",
        "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋500。",
    ),
    (
        "support-trait",
        "10.3",
        "CH",
        "【永】 応援 このカードの前のあなたの《魔法》のキャラすべてに、パワーを＋1000。",
    ),
    (
        "support-level",
        "10.3",
        "CH",
        "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋Ｘ。Ｘはそのキャラのレベル×500に等しい。",
    ),
    (
        "support-soul",
        "10.3",
        "CH",
        "【永】 応援 このカードの前のあなたのキャラすべてに、ソウルを＋1。",
    ),
    (
        "support-ability",
        "10.3",
        "CH",
        "【永】 応援 このカードの前のあなたのキャラすべてに、『【自】 このカードがアタックした時、あなたは1枚引く。』を与える。",
    ),
    ("bond-1", "10.4", "CH", "【自】 絆／「甲」 ［(1)］"),
    (
        "bond-reminder",
        "10.4",
        "CH",
        "【自】 絆／「甲」 ［(1)］ （このカードがプレイされて舞台に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「甲」を1枚選び、手札に戻す）",
    ),
    ("bond-two-names", "10.4.2.1", "CH", "【自】 絆／「甲」「乙」 ［(1)］"),
    ("bond-discard", "10.4", "CH", "【自】 絆／「甲」 ［手札を1枚控え室に置く］"),
    (
        "bond-clock",
        "10.4",
        "CH",
        "【自】 絆／「甲」 ［あなたの山札の上から1枚をクロック置場に置く］",
    ),
    (
        "backup",
        "10.5",
        "CH",
        "【起】【カウンター】 助太刀2500 レベル1 ［(1) 手札のこのカードを控え室に置く］",
    ),
    (
        "backup-reminder",
        "10.5",
        "CH",
        "【起】【カウンター】 助太刀3000 レベル2 ［(1) 手札のこのカードを控え室に置く］ （あなたは自分のフロントアタックされているキャラを1枚選び、そのターン中、パワーを＋3000）",
    ),
    (
        "backup-nocost",
        "10.5",
        "CH",
        "【起】【カウンター】 助太刀1000 レベル0 ［手札のこのカードを控え室に置く］",
    ),
    (
        "backup-space",
        "10.5",
        "CH",
        "【起】【カウンター】 助太刀 2000 レベル1 ［(1) 手札のこのカードを控え室に置く］",
    ),
    ("backup-used", "10.5.3", "CH", "【自】 あなたが『助太刀』を使った時、あなたは1枚引いてよい。"),
    ("great", "10.6", "CH", "【永】 大活躍"),
    (
        "great-reminder",
        "10.6",
        "CH",
        "【永】 大活躍 （相手がアタックする時、【リバース】していないこのカードが前列の中央の枠にいるなら、かわりに相手はこのカードにフロントアタックする）",
    ),
    (
        "great-gain",
        "10.6",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、そのターン中、【大活躍】を与える。",
    ),
    (
        "great-gain2",
        "10.6",
        "CH",
        "【永】 あなたのキャラが3枚以上なら、このカードは【大活躍】を得る。",
    ),
    (
        "focus-act",
        "10.7",
        "CH",
        "【起】 集中 ［(1) このカードを【レスト】する］ あなたは自分の山札の上から4枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは1枚まで引く。",
    ),
    (
        "focus-auto",
        "10.7",
        "CH",
        "【自】 集中 ［(1) このカードを【レスト】する］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、あなたは自分の山札の上から4枚をめくり、控え室に置く。それらのカードのクライマックス1枚につき、そのターン中、このカードのパワーを＋2000。",
    ),
    (
        "focus-event",
        "10.7",
        "EV",
        "集中 あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは1枚引く。",
    ),
    (
        "focus-return",
        "10.7",
        "CH",
        "【起】 集中 ［(2) このカードを【レスト】する］ あなたは自分の山札の上から4枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは自分の控え室のキャラを1枚まで選び、手札に戻す。",
    ),
    (
        "focus-used",
        "10.7.4",
        "CH",
        "【自】 あなたが『集中』を使った時、そのターン中、このカードのパワーを＋1000。",
    ),
    (
        "change-encore",
        "10.8",
        "CH",
        "【自】 チェンジ ［(1) 手札を1枚控え室に置き、このカードを思い出にする］ あなたのアンコールステップの始めに、このカードが【レスト】しているなら、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「甲」を1枚選び、このカードがいた枠に置く。",
    ),
    (
        "change-cx",
        "10.8",
        "CH",
        "【自】 チェンジ ［(1) このカードを控え室に置く］ あなたのクライマックスフェイズの始めに、あなたのレベルが2以上なら、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「甲」を1枚選び、このカードがいた枠に置く。",
    ),
    (
        "change-rest",
        "10.8",
        "CH",
        "【自】 チェンジ ［(2) このカードを控え室に置く］ あなたのクライマックスフェイズの始めに、このカードが舞台にいるなら、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「甲」を1枚選び、このカードがいた枠に【レスト】して置く。",
    ),
    (
        "change-space",
        "10.8",
        "CH",
        "【自】 チェンジ ［(1) 手札を1枚控え室に置く このカードを思い出にする］ あなたのクライマックスフェイズの始めに、このカードが舞台にいるなら、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「甲」を1枚選び、このカードがいた枠に置く。",
    ),
    (
        "cost-space",
        "8.4.2",
        "CH",
        "【起】［(1) 手札を1枚控え室に置く このカードを【レスト】する］ あなたは1枚引く。",
    ),
    (
        "change-act",
        "10.8",
        "CH",
        "【起】 チェンジ ［(1) このカードを控え室に置く］ あなたは自分の控え室の「甲」を1枚選び、このカードがいた枠に置く。",
    ),
    (
        "change-placed",
        "10.8.4",
        "CH",
        "【自】 このカードが『チェンジ』で舞台に置かれた時、あなたは1枚引く。",
    ),
    (
        "memory-name",
        "10.9",
        "CH",
        "【永】 記憶 あなたの思い出置場に「甲」があるなら、このカードのパワーを＋2000。",
    ),
    (
        "memory-count",
        "10.9",
        "CH",
        "【永】 記憶 あなたの思い出置場にカードが2枚以上あるなら、このカードのパワーを＋1500。",
    ),
    (
        "memory-auto",
        "10.9",
        "CH",
        "【自】 記憶 このカードがアタックした時、あなたの思い出が3枚以上なら、そのターン中、このカードのパワーを＋3000。",
    ),
    (
        "memory-event",
        "10.9.2",
        "EV",
        "記憶 あなたは1枚引く。あなたの思い出置場に「甲」があるなら、あなたは1枚引く。",
    ),
    (
        "memory-grant",
        "10.9",
        "CH",
        "【永】 記憶 あなたの思い出置場に「甲」があるなら、このカードは『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を得る。",
    ),
    (
        "exp-cont",
        "10.10",
        "CH",
        "【永】 経験 あなたのレベル置場のカードのレベルの合計が4以上なら、このカードのパワーを＋1500し、ソウルを＋1。",
    ),
    (
        "exp-auto",
        "10.10",
        "CH",
        "【自】 経験 このカードが手札から舞台に置かれた時、あなたのレベル置場のカードのレベルの合計が2以上なら、あなたは1枚引く。",
    ),
    (
        "exp-name",
        "10.10",
        "CH",
        "【永】 経験 あなたのレベル置場に「甲」があるなら、このカードのパワーを＋1000。",
    ),
    (
        "exp-event",
        "10.10.2",
        "EV",
        "経験 あなたは1枚引く。あなたのレベル置場のカードのレベルの合計が3以上なら、あなたは1枚引く。",
    ),
    ("shift", "10.11", "CH", "【自】【クロック】 シフト レベル1"),
    (
        "shift-reminder",
        "10.11",
        "CH",
        "【自】【クロック】 シフト レベル0 （あなたのメインフェイズの始めに、あなたは自分の手札の青のカードを1枚とクロック置場のこのカードを選び、入れ替えてよい）",
    ),
    ("shift-plain", "10.11", "CH", "【自】 シフト レベル2"),
    (
        "accel-cx",
        "10.12",
        "CH",
        "【自】 加速 ［あなたの山札の上から1枚をクロック置場に置く］ あなたのクライマックスフェイズの始めに、前列にこのカードがいるなら、あなたはコストを払ってよい。そうしたら、そのターン中、このカードのパワーを＋2000。",
    ),
    (
        "accel-wr",
        "10.12",
        "CH",
        "【自】 加速 ［あなたの控え室の《音楽》のキャラを1枚クロック置場の下に置く］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。",
    ),
    (
        "accel-act",
        "10.12",
        "CH",
        "【起】 加速 ［あなたの山札の上から1枚をクロック置場に置く］ そのターン中、このカードのパワーを＋2000。",
    ),
    (
        "accel-hand",
        "10.12",
        "CH",
        "【起】 加速 ［手札を1枚クロック置場に置く］ そのターン中、このカードのソウルを＋1。",
    ),
    ("accel-used", "10.12.3", "CH", "【自】 あなたが『加速』を使った時、あなたは1枚引く。"),
    (
        "res-act",
        "10.13",
        "CH",
        "【起】 共鳴 ［(1) 手札の「甲」を1枚公開し、このカードを【レスト】する］ あなたは自分の山札を上から3枚まで見て、カードを1枚まで選び、手札に加え、残りのカードを控え室に置く。",
    ),
    (
        "res-auto",
        "10.13",
        "CH",
        "【自】 共鳴 ［手札の「甲」を1枚公開する］ このカードが手札から舞台に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。",
    ),
    (
        "res-effect",
        "10.13.3.2",
        "CH",
        "【自】 共鳴 このカードがアタックした時、あなたは手札の「甲」を1枚公開してよい。そうしたら、そのターン中、このカードのパワーを＋2000。",
    ),
    (
        "res-event",
        "10.13.2",
        "EV",
        "共鳴 あなたは手札の「甲」を1枚公開してよい。そうしたら、あなたは2枚引く。",
    ),
    (
        "res-trait",
        "10.13",
        "CH",
        "【自】 共鳴 ［手札の《魔法》のキャラを1枚公開する］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、そのターン中、このカードのパワーを＋1000。",
    ),
    (
        "force",
        "10.14",
        "CH",
        "【自】 フォース ［(1)］ あなたのクライマックスフェイズの始めに、あなたはコストを払ってよい。そうしたら、あなたは相手の前列のキャラを2枚選び、【スタンド】して入れ替える。",
    ),
    ("force-used", "10.14.3", "CH", "【自】 あなたが『フォース』を使った時、あなたは1枚引く。"),
    (
        "combine",
        "10.15",
        "CH",
        "【起】 合体 ［あなたの舞台の「甲」を1枚このカードの下にマーカーとして表向きに置く］ あなたは自分の山札を見て「乙」を1枚まで選び、このカードがいる枠に置き、このカードの下のマーカーすべてとこのカードをその「乙」の下にマーカーとして好きな順番で表向きに置き、その山札をシャッフルする。",
    ),
    (
        "combine-placed",
        "10.15.3",
        "CH",
        "【自】 このカードが『合体』で舞台に置かれた時、あなたは1枚引く。",
    ),
    ("separate", "10.16", "CH", "【自】 分離／「甲」 ［(1)］"),
    ("separate-nocost", "10.16", "CH", "【自】 分離／「甲」 ［手札を1枚控え室に置く］"),
    (
        "separate-placed",
        "10.16.3",
        "CH",
        "【自】 このカードが『分離』で舞台に置かれた時、あなたは1枚引く。",
    ),
    ("link", "10.17", "CH", "【永】【リンク】 甲"),
    (
        "link-have",
        "10.17.4.1",
        "CH",
        "【永】 他のあなたの『【リンク】 甲』を持つキャラが2枚以上なら、このカードのパワーを＋1000。",
    ),
    (
        "inherit",
        "10.18",
        "CH",
        "【自】 継承 このカードが舞台から控え室に置かれた時、あなたは自分のキャラを1枚選び、このカードをそのキャラの下にマーカーとして置いてよい。",
    ),
    (
        "inherit-markers",
        "10.18",
        "CH",
        "【自】 継承 ［(1)］ このカードが舞台から控え室に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは自分のキャラを1枚選び、このカードとこのカードの下のマーカーすべてをそのキャラの下にマーカーとして置く。",
    ),
    (
        "turn1-auto",
        "10.19",
        "CH",
        "【自】【ターン1】 このカードがアタックした時、あなたは1枚引く。",
    ),
    (
        "turn1-act",
        "10.19",
        "CH",
        "【起】【ターン1】 ［(1)］ そのターン中、このカードのパワーを＋1000。",
    ),
    (
        "turn2-act",
        "10.19",
        "CH",
        "【起】【ターン2】 ［(1)］ そのターン中、このカードのパワーを＋1000。",
    ),
    (
        "turn1-text",
        "10.19.2",
        "CH",
        "【起】 ターン1回 ［(1)］ そのターン中、このカードのパワーを＋1000。",
    ),
    (
        "turn1-auto-text",
        "10.19.2",
        "CH",
        "【自】 ターン1回 このカードがアタックした時、あなたは1枚引く。",
    ),
    ("draw", "4.7", "CH", "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引く。"),
    (
        "draw-upto",
        "4.7",
        "CH",
        "【自】 このカードが手札から舞台に置かれた時、あなたは2枚まで引く。",
    ),
    (
        "draw-may",
        "4.7",
        "CH",
        "【自】 このカードがアタックした時、あなたは1枚引いてよい。そうしたら、あなたは自分の手札を1枚選び、控え室に置く。",
    ),
    (
        "look-top",
        "4.8",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分の山札を上から1枚見て、山札の上か控え室に置く。",
    ),
    (
        "look-upto",
        "4.8",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分の山札を上から3枚まで見て、カードを1枚まで選び、手札に加え、残りのカードを控え室に置く。",
    ),
    (
        "look-search",
        "4.8",
        "CH",
        "【起】［(1)］ あなたは自分の山札を見て《魔法》のキャラを1枚まで選んで相手に見せ、手札に加える。その山札をシャッフルする。",
    ),
    (
        "look-opp",
        "4.8",
        "CH",
        "【自】 このカードがアタックした時、あなたは相手の山札の上から1枚を見て、山札の上か控え室に置く。",
    ),
    (
        "reveal-top",
        "4.9",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を公開する。そのカードがキャラなら、そのターン中、このカードのパワーを＋2000。（公開したカードは元に戻す）",
    ),
    (
        "reveal-level",
        "4.9",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を公開し、そのターン中、このカードのパワーを＋Ｘ。Ｘはそのカードのレベル×1000に等しい。（公開したカードは元に戻す）",
    ),
    ("reveal-hand", "4.9", "CH", "【自】 このカードがアタックした時、あなたは相手の手札を見る。"),
    ("damage", "4.10", "CH", "【自】 このカードがアタックした時、相手に1ダメージを与える。"),
    (
        "damage-may",
        "4.10",
        "CH",
        "【自】 このカードがアタックした時、あなたは相手に1ダメージを与えてよい。",
    ),
    (
        "damage-cancel",
        "4.10",
        "CH",
        "【自】 このカードとバトルしているキャラが【リバース】した時、あなたは相手に1ダメージを与えてよい。（ダメージキャンセルは発生する）",
    ),
    (
        "damage-cancelled",
        "4.11",
        "CH",
        "【自】 あなたのダイレクトアタックしているキャラの与えたダメージがキャンセルされなかった時、あなたは1枚引く。",
    ),
    (
        "damage-canceled-trigger",
        "4.11",
        "CH",
        "【自】 このカードの与えたダメージがキャンセルされた時、相手に1ダメージを与える。",
    ),
    (
        "rest-opp",
        "4.6",
        "CH",
        "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、【レスト】する。",
    ),
    (
        "stand-own",
        "4.6",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、【スタンド】する。",
    ),
    (
        "reverse",
        "4.6",
        "CH",
        "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、【リバース】する。",
    ),
    (
        "put-rest",
        "4.6",
        "CH",
        "【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に【レスト】して置く。",
    ),
    ("front-row", "3", "CH", "【永】 あなたの前列のキャラすべてに、パワーを＋500。"),
    ("back-row", "3", "CH", "【永】 このカードが後列にいるなら、このカードのパワーを＋1000。"),
    (
        "center-slot",
        "3",
        "CH",
        "【永】 このカードが前列の中央の枠にいるなら、このカードのパワーを＋1000。",
    ),
    ("memory-zone", "3", "CH", "【起】［(1)］ このカードを思い出にする。あなたは1枚引く。"),
    ("memory-cost", "3", "CH", "【起】［このカードを思い出にする］ あなたは1枚引く。"),
    (
        "marker-put",
        "3",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを1枚選び、このカードの下にマーカーとして置く。",
    ),
    (
        "marker-count",
        "3",
        "CH",
        "【永】 このカードの下のマーカー1枚につき、このカードのパワーを＋500。",
    ),
    (
        "stock",
        "3",
        "CH",
        "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を、ストック置場に置く。",
    ),
    (
        "clock-bottom",
        "3",
        "CH",
        "【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、クロックの下に置く。",
    ),
    (
        "deck-bottom",
        "3",
        "CH",
        "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、山札の下に置く。",
    ),
    (
        "level-zone",
        "3",
        "CH",
        "【永】 あなたのレベル置場のカードが2枚以上なら、このカードのパワーを＋1000。",
    ),
    (
        "climax-zone",
        "3",
        "CH",
        "【自】 あなたのクライマックス置場にクライマックスが置かれた時、あなたは1枚引いてよい。",
    ),
    (
        "opposite",
        "3",
        "CH",
        "【自】 このカードがアタックした時、このカードの正面のキャラのレベルが1以下なら、そのターン中、このカードのパワーを＋1000。",
    ),
    ("move-slot", "3", "CH", "【起】［(1)］ このカードを前列のキャラのいない枠に動かす。"),
    (
        "counter-event",
        "8",
        "EV",
        "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。",
    ),
    (
        "counter-act",
        "8",
        "CH",
        "【起】【カウンター】 助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］",
    ),
    (
        "cx-combo",
        "8.12",
        "CH",
        "【自】【CXコンボ】 このカードがアタックした時、クライマックス置場に「甲」があるなら、あなたは1枚引く。",
    ),
    ("during-battle", "8", "CH", "【永】 このカードのバトル中、このカードのパワーを＋1000。"),
    (
        "battling-reverse",
        "8",
        "CH",
        "【自】 このカードとバトルしているキャラが【リバース】した時、あなたはそのキャラを山札の上に置いてよい。",
    ),
    (
        "this-reversed",
        "8",
        "CH",
        "【自】 このカードが【リバース】した時、このカードとバトルしているキャラのレベルが0以下なら、あなたはそのキャラを【リバース】してよい。",
    ),
    (
        "front-attacked",
        "8",
        "CH",
        "【自】 このカードがフロントアタックされた時、そのターン中、このカードのパワーを＋1000。",
    ),
    (
        "side-attack",
        "8",
        "CH",
        "【自】 このカードがサイドアタックした時、そのターン中、このカードのソウルを＋1。",
    ),
    ("direct-attack", "8", "CH", "【自】 このカードがダイレクトアタックした時、あなたは1枚引く。"),
    (
        "trigger-check",
        "8",
        "CH",
        "【自】 このカードのトリガーチェックでクライマックスがでた時、そのターン中、このカードのソウルを＋1。",
    ),
    (
        "encore-step",
        "8",
        "CH",
        "【自】 あなたのアンコールステップの始めに、このカードが【レスト】しているなら、あなたは1枚引く。",
    ),
    (
        "end-attack",
        "8",
        "CH",
        "【自】 このカードのアタックの終わりに、あなたはこのカードを【スタンド】してよい。",
    ),
    ("cannot-side", "8", "CH", "【永】 このカードはサイドアタックできない。"),
    ("level-up", "8", "CH", "【自】 あなたがレベルアップした時、あなたは1枚引く。"),
    ("refresh", "8", "CH", "【自】 あなたの山札がリフレッシュした時、あなたは1枚引く。"),
    ("end-of-turn", "8", "CH", "【自】 相手のターンの終わりに、このカードを手札に戻す。"),
    (
        "at-end",
        "8",
        "CH",
        "【自】 このカードがアタックした時、次の相手のターンの終わりまで、このカードのパワーを＋1000。",
    ),
    (
        "turn-limit-sentence",
        "10.19",
        "CH",
        "【自】 この能力は1ターンにつき1回まで発動する。このカードの与えたダメージがキャンセルされた時、あなたは1枚引く。",
    ),
    (
        "turn-limit-use",
        "10.19",
        "CH",
        "【起】［(1)］ そのターン中、このカードのパワーを＋1000。この能力は1ターンにつき1回まで使える。",
    ),
    (
        "turn-limit-use2",
        "10.19",
        "CH",
        "【起】［(1)］ そのターン中、このカードのパワーを＋1000。この能力は1ターンにつき2回まで使える。",
    ),
    (
        "battle-opponent",
        "8",
        "CH",
        "【自】 このカードのバトル相手が【リバース】した時、あなたは1枚引いてよい。",
    ),
    (
        "turn-end",
        "8",
        "CH",
        "【自】 ターンの終わりに、このカードが舞台にいるなら、このカードを手札に戻す。",
    ),
    (
        "level-total",
        "10.10",
        "CH",
        "【永】 経験 あなたのレベル置場に「甲」があり、あなたのレベル置場のカードのレベルの合計が5以上なら、このカードのパワーを＋2000。",
    ),
    (
        "timing-0",
        "6.2.1.1",
        "CH",
        "【自】 ターンの始めに、あなたは1枚引く。",
    ),
    (
        "timing-1",
        "6.2.1.1",
        "CH",
        "【自】 相手のスタンドフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-2",
        "6.3.1.1",
        "CH",
        "【自】 あなたのドローフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-3",
        "6.4.1.1",
        "CH",
        "【自】 あなたのクロックフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-4",
        "6.5.1.1",
        "CH",
        "【自】 あなたのメインフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-5",
        "6.6.1.1",
        "CH",
        "【自】 あなたのクライマックスフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-6",
        "6.6.1.1",
        "CH",
        "【自】 あなたのCXフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-7",
        "6.8.1.1",
        "CH",
        "【自】 相手のターンの終わりに、あなたは1枚引く。",
    ),
    (
        "timing-8",
        "7.2.1.1",
        "CH",
        "【自】 相手のアタックフェイズの始めに、あなたは1枚引く。",
    ),
    (
        "timing-9",
        "7.2.1.2",
        "CH",
        "【自】 あなたのアタック宣言ステップの始めに、あなたは1枚引く。",
    ),
    (
        "timing-10",
        "7.3.1.1",
        "CH",
        "【自】 あなたのトリガーステップの始めに、あなたは1枚引く。",
    ),
    (
        "timing-11",
        "7.4.1.1",
        "CH",
        "【自】 相手のカウンターステップの始めに、あなたは1枚引く。",
    ),
    (
        "timing-12",
        "7.5.1.1",
        "CH",
        "【自】 あなたのダメージステップの始めに、あなたは1枚引く。",
    ),
    (
        "timing-13",
        "7.5.1.4",
        "CH",
        "【自】 アタックの終わりに、あなたは1枚引く。",
    ),
    (
        "timing-14",
        "7.6.1.5",
        "CH",
        "【自】 このカードのアタックの終わりに、あなたは1枚引く。",
    ),
    (
        "timing-15",
        "7.6.1.1",
        "CH",
        "【自】 あなたのバトルステップの始めに、あなたは1枚引く。",
    ),
    (
        "timing-16",
        "7.7.1.1",
        "CH",
        "【自】 相手のアンコールステップの始めに、あなたは1枚引く。",
    ),
    (
        "turn-limit-main-phase",
        "10.19",
        "CH",
        "【起】［(1)］ あなたは1枚引く。この能力はあなたのメインフェイズに、1ターンにつき1回まで使える。",
    ),
)

# entries the engine does not run yet: (clause, what is missing)
# (round 58, s55wsR: inherit-markers, 「このカードとこのカードの下のマーカーすべてを…の下にマーカーとして
# 置く」, runs — one put, this card with the markers, 10.18.1)
NOT_YET: dict[str, tuple[str, str]] = {}

_TYPES = {"CH": "character", "EV": "event", "CX": "climax"}


def _abilities(kind: str, text: str) -> tuple[A.Ability, ...]:
    return A._abilities("ws", text, _TYPES[kind])


def test_the_table_names_clauses_of_the_kb() -> None:
    from kb.api import open_kb

    ids = open_kb().clause_ids("ws")
    for entry, clause, _kind, _text in TABLE:
        assert clause in ids, (entry, clause)
    for clause, _why in NOT_YET.values():
        assert clause in ids
    assert set(NOT_YET) <= {e for e, *_ in TABLE}
    assert len({e for e, *_ in TABLE}) == len(TABLE)


def test_every_keyword_of_chapter_10_is_in_the_table() -> None:
    """Each keyword of 10.1 … 10.19 has at least one entry at its clause (or a sub-clause)."""
    from ruling.games._ws import lexicon

    clauses = {c for _e, c, _k, _t in TABLE}
    for k in lexicon.KEYWORDS:
        assert any(c == k.clause or c.startswith(k.clause + ".") for c in clauses), k.name


@pytest.mark.parametrize(("entry", "clause", "kind", "text"), TABLE, ids=[e for e, *_ in TABLE])
def test_each_entry_is_executable_or_listed(entry: str, clause: str, kind: str, text: str) -> None:
    """An entry is one ability; it is executable unless NOT_YET lists it, and a listed one is
    refused with a reason (never run in part)."""
    abs_ = _abilities(kind, text)
    assert len(abs_) == 1, (entry, abs_)
    if entry in NOT_YET:
        assert not abs_[0].supported and abs_[0].reason, entry
    else:
        assert abs_[0].supported, (entry, abs_[0].reason)


def test_the_table_coverage() -> None:
    """The measure the round reports: entries checked, entries executable."""
    ok = sum(all(a.supported for a in _abilities(k, t)) for _e, _c, k, t in TABLE)
    assert (len(TABLE), ok) == (len(TABLE), len(TABLE) - len(NOT_YET))


# ------------------------------------- 「この能力はあなたのメインフェイズに、1ターンにつきN回まで使える」


def _activate_twice(text: str):  # noqa: ANN202
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 1\n    stock: 4\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 2000, text: "{text}"}}\n'
        "  B: {level: 1, deck: 10}\n"
        "actions:\n  - {do: activate, player: A, card: 主}\n"
        "  - {do: activate, player: A, card: 主}\nask: [A.hand, A.stock]\n"
    )
    return resolve(loads(src))


@pytest.mark.parametrize("times", [1, 2])
def test_a_use_limit_in_the_main_phase(times: int) -> None:
    """「この能力はあなたのメインフェイズに、1ターンにつきN回まで使える」 on an activated ability
    without the counter icon: the main phase is when it is played anyway (6.5.1.2.3, 7.4.1.2.1),
    the limit is 10.19.3's — played twice in the main phase, N uses are made."""
    text = f"【起】［(1)］ あなたは1枚引く。この能力はあなたのメインフェイズに、1ターンにつき{times}回まで使える。"
    r = _activate_twice(text)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"A.hand": times, "A.stock": 4 - times}


@pytest.mark.parametrize(
    "text",
    [
        # a counter ability is played in the counter step (7.4.1.2.1): the moment would restrict it
        "【起】【カウンター】［(1)］ あなたは1枚引く。この能力はあなたのメインフェイズに、1ターンにつき1回まで使える。",
        # an automatic ability is not used at a moment of its master's choosing
        "【自】 この能力はあなたのメインフェイズに、1ターンにつき1回まで使える。このカードがアタックした時、あなたは1枚引く。",
        # the opponent's main phase is no moment the ability is played in
        "【起】［(1)］ あなたは1枚引く。この能力は相手のメインフェイズに、1ターンにつき1回まで使える。",
    ],
)
def test_a_main_phase_limit_elsewhere_stays_refused(text: str) -> None:
    kind = "CH"
    abs_ = _abilities(kind, text)
    assert len(abs_) == 1 and not abs_[0].supported and abs_[0].reason


# ---------------------------------------------------- a cost's payments printed apart by a space

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stock: [在1, 在2, 在3]
    hand:
      - {{name: 手キャラ, type: character, level: 0, power: 3000}}
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: 主}}
ask: [A.hand, A.waiting_room, A.stock]
"""


def _activate(text: str):  # noqa: ANN202
    return resolve(loads(BOARD.format(text=text)))


@pytest.mark.parametrize("sep", [" ", "\u3000", "、"])
def test_cost_items_apart_by_a_space_are_two_payments(sep: str) -> None:
    """「［(1) 手札を1枚控え室に置く このカードを【レスト】する］」 (card lists print a cost's
    payments apart by a space): three payments (8.4.2) — one stock, the hand card to the waiting
    room, 主 rested — then A draws; the same as the items joined by 「、」 (置き、)."""
    first = "置き" if sep == "、" else "置く"
    r = _activate(
        f"【起】［(1) 手札を1枚控え室に{first}{sep}このカードを【レスト】する］ あなたは1枚引く。"
    )
    assert not unsupported(r), unsupported(r)
    assert sorted(zone_names(r, "A", "waiting_room")) == ["在1", "手キャラ"]
    assert len(zone_names(r, "A", "hand")) == 1 and "手キャラ" not in zone_names(r, "A", "hand")
    assert len(zone_names(r, "A", "stock")) == 2
    assert r.main.final.players["A"].zones["stage.center_front"][0].orientation == "rest"


def test_a_space_inside_a_name_in_a_cost_is_no_break() -> None:
    """Neighbour: a card name with a space in a cost (「手札の「安心とおんぶ 音夢」を1枚公開する」)
    stays one name — the space is inside 「…」, not after a payment."""
    from grammar.normalise import normalise

    t = normalise("【起】［手札の「安心とおんぶ 音夢」を1枚公開する］ あなたは1枚引く。").text
    assert "おんぶ 音夢" in t and "。" not in t.split("]")[0]
