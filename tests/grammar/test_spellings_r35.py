"""Round 35 (s31paraphrase): the same meaning printed by another hand, folded in the grammar's
input layer (grammar.normalise.SPELLINGS) — found by the meaning-preserving rewrites of
ruling.cardtext.rewrites (bench/paraphrase.py): a count in kanji, a verb in kana, 送り仮名
variants, the polite form, and the 読点 left out after a condition, a cost or a timing. Each
variant compiles to the program of the spelling the grammar knows, in every game it is printed
in; a word holding the letters is left alone; offsets map back into the source."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar.normalise import _normalise_with_offsets, fold_spellings, normalise
from ruling.abilities import _abilities
from ruling.rules import get_game

# (game, text in the grammar's spelling, the same meaning printed otherwise)
CASES = [
    # a count in kanji before its counter
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、１枚引く。",
        "【自】：このユニットが(V)に登場した時、一枚引く。",
    ),
    (
        "ws",
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札を上から2枚まで見て、カードを1枚まで選び、手札に加える。",
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札を上から二枚まで見て、カードを一枚まで選び、手札に加える。",
    ),
    (
        "vs",
        "【早飛脚】《飛脚》[リング]あなたのドローフェイズの始めに、あなたは1枚引く。",
        "【早飛脚】《飛脚》[リング]あなたのドローフェイズの始めに、あなたは一枚引く。",
    ),
    # 送り仮名 (許容): 終り, 行なう
    (
        "ws",
        "【自】 このカードのアタックの終わりに、あなたは自分の山札の上から1枚を、控え室に置いてよい。",
        "【自】 このカードのアタックの終りに、あなたは自分の山札の上から1枚を、控え室に置いてよい。",
    ),
    (
        "vg",
        "【起】【(R)】：以下から１つ選び、行う。\n・１枚引く。\n・【ソウルチャージ】(1)。",
        "【起】【(R)】：以下から１つ選び、行なう。\n・１枚引く。\n・【ソウルチャージ】(1)。",
    ),
    # a verb in kana
    (
        "vg",
        "【起】【(R)】：以下から１つ選び、行う。\n・１枚引く。\n・【ソウルチャージ】(1)。",
        "【起】【(R)】：以下から１つ選び、おこなう。\n・１枚引く。\n・【ソウルチャージ】(1)。",
    ),
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、１枚引く。",
        "【自】：このユニットが(V)に登場した時、１枚ひく。",
    ),
    (
        "vs",
        "【看板猫のごあいさつ】《猫》[リング]相手のリングにカードが置かれた時、あなたは1枚まで引く。",
        "【看板猫のごあいさつ】《猫》[リング]相手のリングにカードがおかれた時、あなたは1枚までひく。",
    ),
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、あなたのドロップからカードを１枚選び、手札に加える。",
        "【自】：このユニットが(V)に登場した時、あなたのドロップからカードを１枚選び、手札にくわえる。",
    ),
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、あなたの山札を上から５枚見て、カードを１枚まで選び、手札に加え、山札をシャッフルする。",
        "【自】：このユニットが(V)に登場した時、あなたの山札を上から５枚みて、カードを１枚まで選び、手札にくわえ、山札をシャッフルする。",
    ),
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、あなたの山札からカードを１枚まで探し、手札に加え、山札をシャッフルする。",
        "【自】：このユニットが(V)に登場した時、あなたの山札からカードを１枚までさがし、手札に加え、山札をシャッフルする。",
    ),
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、手札から１枚捨てる。",
        "【自】：このユニットが(V)に登場した時、手札から１枚すてる。",
    ),
    (
        "vs",
        "【合鍵】《怪盗》[控え室][手札を2枚控え室に置く]このカードをベンチにスタンド状態で置く。",
        "【合鍵】《怪盗》[控え室][手札を2枚控え室におく]このカードをベンチにスタンド状態でおく。",
    ),
    # the polite form
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、１枚引く。",
        "【自】：このユニットが(V)に登場した時、１枚引きます。",
    ),
    (
        "vs",
        "【号令】[リング]あなたのアタックフェイズの始めに、あなたは自分のベンチのカードを1枚選び、スタンドする。",
        "【号令】[リング]あなたのアタックフェイズの始めに、あなたは自分のベンチのカードを1枚選び、スタンドします。",
    ),
    (
        "ws",
        "【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、手札に戻す。",
        "【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、手札に戻します。",
    ),
    (
        "ws",
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分のクロックの上から1枚を、控え室に置いてよい。",
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分のクロックの上から1枚を、控え室に置いてよいです。",
    ),
    (
        "vg",
        "【自】：このユニットが(V)に登場した時、あなたのドロップからカードを１枚選び、手札に加える。",
        "【自】：このユニットが(V)に登場した時、あなたのドロップからカードを１枚選び、手札に加えます。",
    ),
    (
        "vg",
        "【永】【(R)】：このユニットはインターセプトできない。",
        "【永】【(R)】：このユニットはインターセプトできません。",
    ),
    # the 読点 left out after a condition, a cost or a timing
    (
        "ws",
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札の上から1枚を、控え室に置いてよい。",
        "【自】 このカードが手札から舞台に置かれた時あなたは自分の山札の上から1枚を、控え室に置いてよい。",
    ),
    (
        "vg",
        "【自】【(R)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "【自】【(R)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで１枚引く。",
    ),
    (
        "vs",
        "【ダイビングキャッチ】《守備》[リング]このカードがリタイヤ置場に置かれる時、かわりにこのカードを手札に戻してよい。",
        "【ダイビングキャッチ】《守備》[リング]このカードがリタイヤ置場に置かれる時かわりにこのカードを手札に戻してよい。",
    ),
]


@pytest.mark.parametrize(("game", "canon", "variant"), CASES)
def test_variant_runs_as_the_known_spelling(game: str, canon: str, variant: str) -> None:
    get_game(game)  # registers the game's card-text compiler
    pa = _abilities(game, canon, None)
    pb = _abilities(game, variant, None)
    assert pa and all(x.supported for x in pa), [x.reason for x in pa]
    assert [x.supported for x in pb] == [x.supported for x in pa], [x.reason for x in pb]
    assert repr([x.program for x in pa]) == repr([x.program for x in pb])


@pytest.mark.parametrize(
    "text",
    [
        "同一のカード",  # 一 inside a word
        "唯一のカード",
        "一度だけ",  # no counter after it
        "一番上",
        "「一枚岩」を含む",  # a name as printed
        "〈対象:このユニット〉[戦闘]二つの頭",  # after 」/] : a name MC prints bare (kept)
        "において",  # not 置いて
        "における",
        "すべて",  # not 捨て
        "使い捨て",
        "ならない",  # not a condition's なら
        "ならず",
        "ならば",
        "ならびに",
        "この場合は",  # 場合 before a particle
        "その場合の",
        "登場した時点",  # 時 inside 時点
        "置かれた時の",
        "アタックした時か、",  # one of two timings
        "アタックした時から",
        "3枚以上ならプレイできる！",  # a play requirement (VG 11.8.2.4), printed without the comma
        "払うことでプレイできる",
        "レベルが低いなら使えない。",
        "置いた]→相手",
        "アタックした時]→相手",  # notation after the timing
        "あるなら+1000/+0",
        "そのターン終了時、",
    ],
)
def test_word_holding_the_letters_is_kept(text: str) -> None:
    assert fold_spellings(normalise(text).text) == normalise(text).text
    for piece in (
        "同一",
        "唯一",
        "一度",
        "一番",
        "一枚岩",
        "二つの頭",
        "において",
        "における",
        "使い捨て",
    ):
        if piece in text:
            assert piece in normalise(text).text, normalise(text).text


def test_folds() -> None:
    assert normalise("一枚引く。").text == "1枚引く。"
    assert normalise("三体まで").text == "3体まで"
    assert normalise("一回だけ").text == "1回だけ"
    assert normalise("ターンの終りに").text == "ターンの終わりに"
    assert normalise("手札に戻します。").text == "手札に戻す。"  # godan す
    assert normalise("山札から減らします。").text == "山札から減らす。"
    assert normalise("カードを公開します。").text == "カードを公開する。"  # サ変
    assert normalise("パワーを0にします。").text == "パワーを0にする。"
    assert normalise("手札から1枚捨てます。").text == "手札から1枚捨てる。"  # 一段
    assert normalise("上から3枚見ます。").text == "上から3枚見る。"
    assert normalise("コストを払います。").text == "コストを払う。"
    assert normalise("1枚選びます。").text == "1枚選ぶ。"
    assert normalise("手札に加えてもよいです。").text == "手札に加えてもよい。"
    assert normalise("インターセプトできません。").text == "インターセプトできない。"
    # a condition's 読点 is not restored (grammar/normalise.py: its reach differs with and without)
    assert normalise("3枚以上なら1枚引く。").text == "3枚以上なら1枚引く。"
    assert normalise("登場した時あなたは").text == "登場した時、あなたは"
    assert normalise("捨てることで山札から").text == "捨てることで、山札から"
    assert normalise("その場合相手は").text == "その場合相手は"


_ALPHABET = st.sampled_from(
    list(
        "一二三枚つ回体終りわ行なうひくおかれたすてみさがしますなら場合時ことでであれば、。「」]→+"
    )
    + [
        "します。",
        "できません",
        "よいです",
        "おこなう",
        "くわえ",
        "終り",
        "なら手",
        "時あ",
        "\u3000",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_fold_keeps_offsets_into_the_source(text: str) -> None:
    norm, starts, ends = _normalise_with_offsets(text)
    assert norm == normalise(text).text
    assert len(starts) == len(ends) == len(norm) + 1
    for i in range(len(norm)):
        assert 0 <= starts[i] <= ends[i] <= len(text)
