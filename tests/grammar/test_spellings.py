"""Spelling variants folded in the grammar's input layer (grammar.normalise.SPELLINGS): a text
printed with the variant gives the same AST and the same compiled program as the spelling the
grammar knows; a word holding the variant's letters is left alone; offsets map back into the
source."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar.normalise import (
    _SPELLING_AT,
    _SPELLING_CORE,
    _SPELLING_RE,
    SPELLINGS,
    _has_variant,
    _literal_first,
    _normalise_with_offsets,
    _spelling,
    _without_lookarounds,
    fold_spellings,
    normalise,
)
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.rules import get_game

# (game, text in the grammar's spelling, the same text printed with variants)
CASES = [
    (
        "mc",
        "○[戦闘]登竜門\n〈対象:このユニット〉\n対象が最後列の場合、対象を「攻撃力:+1」&「防御力:+1」する。",
        "○[戦闘]登竜門\n〈対象:このユニット〉\n対象が最後列の場合、対象を「攻撃力:+1」«&»「防御力:+1」する。",
    ),
    (
        "ws",
        "【自】 あなたのアタックフェイズの始めに、あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。",
        "【自】 あなたのアタックフェイズのはじめに、あなたは自分のキャラを1枚えらび、そのターン中、パワーを＋1000。",
    ),
    (
        "vs",
        "【号令】[リング]あなたのアタックフェイズの始めに、あなたは自分のベンチのカードを1枚選び、スタンドする。",
        "【号令】[リング]あなたのアタックフェイズのはじめに、あなたは自分のベンチのカードを1枚えらび、スタンドする。",
    ),
    (
        "ws",
        "【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、手札に戻す。その後、あなたは自分の手札を1枚選び、控え室に置く。",
        "【起】［(1)］ あなたは自分の控え室のキャラを1枚えらび、手札にもどす。そのあと、あなたは自分の手札を1枚えらび、控え室におく。",
    ),
    (
        "ws",
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分のクロックの上から1枚を、控え室に置いてよい。",
        "【自】 このカードが手札から舞台におかれた時、あなたは自分のクロックの上から1枚を、控え室においてよい。",
    ),
    (
        "ws",
        "【起】［(1)］ そのターン中、このカードのパワーを＋1000。この能力は1ターンにつき1回まで使える。",
        "【起】［(1)］ そのターン中、このカードのパワーを＋1000。この能力は1ターンにつき1回迄使える。",
    ),
    (
        "ws",
        "【永】 他のあなたのキャラすべてに、パワーを＋500。",
        "【永】 ほかのあなたのキャラすべてに、パワーを＋500。",
    ),
    (
        "ws",
        "【起】［このカードを【レスト】する］ あなたは自分のキャラを1枚選び、舞台の空いている枠に動かす。",
        "【起】［このカードを【レスト】する］ あなたは自分のキャラを1枚選び、舞台の空いているスロットに動かす。",
    ),
    (
        "vg",
        "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。さらに、１枚引く。",
        "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。更に、１枚引く。",
    ),
    (
        "vg",
        "【永】【(R)】：このユニットはインターセプトできない。",
        "【永】【(R)】：このユニットはインターセプト出来ない。",
    ),
    (
        "vg",
        "【自】：このユニットが(R)に登場した時、あなたのリアガードを１枚選び、退却させてよい。退却させたなら、１枚引く。",
        "【自】：このユニットが(R)に登場した時、あなたのリアガードを１枚選び、退却させてもよい。退却させたなら、１枚引く。",
    ),
    (
        "vg",
        "【自】【(R)】：このユニットがアタックしたバトル終了時、このユニットを【スタンド】させてよい。",
        "【自】【(R)】：このユニットがアタックしたバトル終了時、このユニットを【スタンド】させてもよい。",
    ),
    (
        "vs",
        "【総員退避】《指揮》[リング]このカードがリタイヤ置場に置かれた時、あなたは自分のベンチのカードを1枚選び、手札に戻してよい。",
        "【総員退避】《指揮》[リング]このカードがリタイヤ置場におかれた時、あなたは自分のベンチのカードを1枚えらび、手札にもどしてよい。",
    ),
    (
        "co",
        "『真田 夏帆』がアタックしたとき、あなたがコントロールしている男性キャラクターがいるなら、ターン終了時まで、『真田 夏帆』に「+2:+0」の修正を与える。",
        "『真田 夏帆』がアタックしたとき、あなたがコントロールしている男性キャラクターがいるならば、ターン終了時まで、『真田 夏帆』に「+2:+0」の修正を与える。",
    ),
    (
        "vg",
        "【自】【(V)】：このユニットがアタックした時、あなたのソウルが３枚以上なら、１枚引く。",
        "【自】【(V)】：このユニットがアタックした時、あなたのソウルが３枚以上ならば、１枚引く。",
    ),
    (
        "vg",
        "【自】【(V)】：このユニットがアタックした時、１枚引き、山札をシャッフルする。",
        "【自】【(V)】：このユニットがアタックした時、１枚引き、山札を切り混ぜる。",
    ),
    # the copula's conditional spelled out (「であれば、」 / 「であるなら(ば)、」 / 「である場合、」)
    (
        "co",
        "あなたのターンの終了時に、『九条』がアンタップ状態なら、あなたはカードを1枚引いてもよい。",
        "あなたのターンの終了時に、『九条』がアンタップ状態であれば、あなたはカードを1枚引いてもよい。",
    ),
    (
        "co",
        "あなたのHPが10点以下なら、あなたはカードを1枚引く。",
        "あなたのHPが10点以下であるならば、あなたはカードを1枚引く。",
    ),
    (
        "co",
        "あなたのHPが10点以下の場合、あなたはカードを1枚引く。",
        "あなたのHPが10点以下である場合、あなたはカードを1枚引く。",
    ),
    (
        "vg",
        "【自】【(V)】：このユニットがアタックした時、あなたのソウルが３枚以上なら、１枚引く。",
        "【自】【(V)】：このユニットがアタックした時、あなたのソウルが３枚以上であれば、１枚引く。",
    ),
    # 「AしてからB」: 「Aして、B」
    (
        "co",
        "あなたはHPを2点回復して、カードを1枚引く。",
        "あなたはHPを2点回復してからカードを1枚引く。",
    ),
    (
        "ws",
        "【起】［(1)］ あなたは1枚引いて、自分の手札を1枚選び、控え室に置く。",
        "【起】［(1)］ あなたは1枚引いてから、自分の手札を1枚選び、控え室に置く。",
    ),
    # 「N枚 / N多くなる / 少なくなる」 after a count: 「…増加する / 減少する」 (round 26, s22co)
    (
        "co",
        "『月島』がフィールドに出ている限り、あなたの手札の上限は1枚増加する。",
        "『月島』がフィールドに出ている限り、あなたの手札の上限は1枚多くなる。",
    ),
    (
        "co",
        "『瀬名』がフィールドに出ている限り、あなたがプレイするスペルのコストは1減少する。",
        "『瀬名』がフィールドに出ている限り、あなたがプレイするスペルのコストは1少なくなる。",
    ),
    # CO 〔…〕: a card name as the rules' prose brackets it, 『…』 in card text
    (
        "co",
        "『鬼』をタップする:敵デュエルマスターに2ダメージを与える。",
        "〔鬼〕をタップする:敵デュエルマスターに2ダメージを与える。",
    ),
    # round 28 (s24vg): the permission in its other spellings (良い, the continuative よく、),
    # the aspect adverb すでに / 既に, a turn's or a battle's 「…の間、」, 「ターン終了時まで、」,
    # 「最大N枚まで」
    (
        "vg",
        "【自】【(R)】:このユニットがアタックした時、1枚引いてもよい。",
        "【自】【(R)】:このユニットがアタックした時、1枚引いても良い。",
    ),
    (
        "vg",
        "【自】【(R)】:このユニットがアタックした時、1枚引いてよい。",
        "【自】【(R)】:このユニットがアタックした時、1枚引いて良い。",
    ),
    (
        "vg",
        "【自】:このユニットがライドした時、あなたの山札の上から1枚見て、ユニットカードなら(R)にコールしてよい、コールしなかったなら山札の下に置く。",
        "【自】:このユニットがライドした時、あなたの山札の上から1枚見て、ユニットカードなら(R)にコールしてよく、コールしなかったなら山札の下に置く。",
    ),
    (
        "vg",
        "【自】:このユニットがライドした時、あなたの山札の上から1枚見て、ユニットカードなら(R)にコールしてもよい、コールしなかったなら山札の下に置く。",
        "【自】:このユニットがライドした時、あなたの山札の上から1枚見て、ユニットカードなら(R)にコールしても良く、コールしなかったなら山札の下に置く。",
    ),
    (
        "vg",
        "【自】【(R)】:このユニットがブーストした時、このユニットがそのターンにブーストしているなら、そのバトル中、このユニットのパワー+5000。",
        "【自】【(R)】:このユニットがブーストした時、このユニットがそのターンにすでにブーストしているなら、そのバトル中、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、このターンにあなたが【ソウルブラスト】しているなら、1枚引く。",
        "【自】【(V)】:このユニットがアタックした時、このターンにあなたが既に【ソウルブラスト】しているなら、1枚引く。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、あなたのリアガードを1枚選び、そのターン中、パワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、あなたのリアガードを1枚選び、そのターンの間、パワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、そのバトルの間、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、このターンの終わりまで、このユニットのパワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、このターン終了時まで、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、ターンの終わりまで、このユニットのパワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、ターン終了時まで、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、相手のリアガードを2枚まで選び、退却させる。",
        "【自】【(V)】:このユニットがアタックした時、相手のリアガードを最大2枚まで選び、退却させる。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、そのバトル終了時まで、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、このターンの終わりまで、このユニットのパワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、このターンの終了時まで、このユニットのパワー+5000。",
    ),
    # round 35 (s31vgtext): wordings of other writers
    (
        "vg",
        "【永】【(V)】:このユニットのクリティカルは2になる。",
        "【永】【(V)】:このユニットのクリティカルは2である。",
    ),
    (
        "vg",
        "【永】【(V)】:相手のターン中、このユニットのシールドは0になる。",
        "【永】【(V)】:相手のターン中、このユニットのシールドは0だ。",
    ),
    (
        "vg",
        "【永】【(V)】:あなたのターン中、このユニットは『ブースト』を得る。",
        "【永】【(V)】:あなたのターン中、このユニットは『ブースト』を持つ。",
    ),
    (
        "vg",
        "【自】【(V)】:あなたが【カウンターブラスト】した時、1枚引く。",
        "【自】【(V)】:あなたが【カウンターブラスト】を支払った時、1枚引く。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。あなたのダメージが4枚以上なら、さらに+5000。",
        "【自】【(V)】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。あなたのダメージが4枚以上なら、追加で+5000。",
    ),
    (
        "vg",
        "【永】【(R)】Gブレイク1:このユニットのパワー+5000。",
        "【永】【(R)】ジェネレーションブレイク1:このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、1枚引く。",
        "【自】【(V)】:このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]を支払うことで、1枚引く。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、1枚引く。",
        "【自】【(V)】:このユニットがアタックした時、コスト[【カウンターブラスト】(1)]を払うことで、1枚引く。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、1枚引く。",
        "【自】【(V)】:このユニットがアタックした時、1枚ドローする。",
    ),
    (
        "vg",
        "【自】【(V)】:このユニットがアタックした時、1枚引き、手札から1枚選び、捨てる。",
        "【自】【(V)】:このユニットがアタックした時、1枚ドローし、手札から1枚選び、捨てる。",
    ),
    (
        "vg",
        "【永】【(V)】:あなたのターン中、このユニットのパワー+5000。",
        "【永】【(V)】:自分のターン中、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "【自】【(R)】:開花(他のあなたのユニットが(R)に登場した時)-1枚引く。",
        "【自】【(R)】:開花(他のあなたのユニットが(R)に登場した時):1枚引く。",
    ),
    (
        "vg",
        "【自】【(R)】:開花(他のあなたのユニットが(R)に登場した時)-そのターン中、このユニットのパワー+5000。",
        "【自】【(R)】:開花(他のあなたのユニットが(R)に登場した時)そのターン中、このユニットのパワー+5000。",
    ),
    (
        "vg",
        "そのターン中、相手のヴァンガードのパワーを5000にする。",
        "そのターン中、相手のヴァンガードのパワーを常に5000にする。",
    ),
    (
        "vg",
        "【永】【(V)】:このユニットのパワーは10000になる。",
        "【永】【(V)】:このユニットのパワーは常に10000になる。",
    ),
]


@pytest.mark.parametrize(("game", "canon", "variant"), CASES)
def test_variant_reads_as_the_known_spelling(game: str, canon: str, variant: str) -> None:
    assert normalise(canon).text == normalise(variant).text
    a = parse_card(canon, game)
    b = parse_card(variant, game)
    assert a.card is not None and b.card is not None
    assert repr(a.card.abilities) == repr(b.card.abilities)
    get_game(game)  # registers the game's card-text compiler
    pa = _abilities(game, canon, None)
    pb = _abilities(game, variant, None)
    assert pa and all(x.supported for x in pa), [x.reason for x in pa]
    assert [x.supported for x in pb] == [x.supported for x in pa]
    assert repr([x.program for x in pa]) == repr([x.program for x in pb])


@pytest.mark.parametrize(
    "text",
    [
        "バトルにおいて、",  # not 置いて
        "このカードの後ろの枠",  # 後ろ, 後列, 後攻 are not あと
        "相手の後列のキャラ",
        "「はじめの一歩」を1枚選び",  # a name is matched as printed
        "《ふたたび》のキャラ",
        "【はじめまして】[リング]",  # a technique's name
        "“ほかの誰か”を含むカード",
        "はじめて",
        "12つ",
        "「ならば」を含むカード",  # a name is matched as printed
        "ならばない",  # not before its comma
        "「切り混ぜる」を含むカード",
        "切り混ぜ方",
        "ランスロットのいる枠",  # スロット inside a katakana word
        "フルスロットル",
        "すべてから",  # て of a count, not of a verb
        "であればよい",  # not before its comma
        "「〔鬼〕」を含むカード",
        "0エネルギーより少なくはならない",  # not after a count, not 「少なくなる」
        "手札が多くなる",
        "次の相手のターン終了時まで、",  # a duration of its own
        "あなたのターン終了時まで、",
        "このユニットがアタックしている間、",  # a period a clause names
        "最大2枚",  # no まで to restate
        "そのバトル終了時、",  # a moment, not a duration
        "あなたのバトル終了時まで、",
        "よくある",  # not after て
        "良いカード",
    ],
)
def test_word_holding_the_letters_is_kept(text: str) -> None:
    assert fold_spellings(normalise(text).text) == normalise(text).text
    for piece in (
        "において",
        "後ろ",
        "後列",
        "はじめの一歩",
        "ふたたび",
        "はじめまして",
        "ほかの誰か",
    ):
        if piece in text:
            assert piece in normalise(text).text


def test_folds() -> None:
    assert fold_spellings("山札のうえからひとつ") == "山札のうえから1つ"
    assert fold_spellings("技を一つ選び") == "技を1つ選び"
    assert fold_spellings("出来ず、出来る") == "できず、できる"
    assert fold_spellings("そのあと、ふたたび") == "その後、ふたたび"  # 再び: unknown either way
    assert fold_spellings("控え室におき、") == "控え室に置き、"
    assert fold_spellings("移動させてもよい") == "移動させてよい"
    assert fold_spellings("空いているスロットに") == "空いている枠に"
    assert (
        fold_spellings("置いてもよい。見てもよい") == "置いてもよい。見てもよい"
    )  # known as printed


_LOOK = re.compile(r"\(\?<?[=!][^)]*\)")  # a pattern's context (lookbehind / lookahead)
_ALPHABET_WORDS = [
    "のはじめに",
    "におく。",
    "そのあと",
    "出来る",
    "ほかの",
    "ひとつ",
    "一つ",
    "えらび",
    "もどす",
] + ["においてよい", "におかれた", "におき、", "迄", "更に"]
_ALPHABET = st.sampled_from(
    list("のはじめにえらびもどすおくかれてよい出来る迄更ふたあとほか一つ「」《》【】、。 ＋１")
    + _ALPHABET_WORDS
    + ["\r\n", "<br>", "[[soul.gif]]", "\u3000"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_fold_keeps_offsets_into_the_source(text: str) -> None:
    norm, starts, ends = _normalise_with_offsets(text)
    assert norm == normalise(text).text
    assert len(starts) == len(ends) == len(norm) + 1
    for i in range(len(norm)):
        assert 0 <= starts[i] <= ends[i] <= len(text)
        if i:
            assert starts[i - 1] <= starts[i]
    for i, ch in enumerate(norm):
        src = text[starts[i] : ends[i]]
        # a character comes from its own source character, or from the variant a fold replaced
        # (its whole span, which folds back to a spelling holding the character)
        if ch in "\n " or ch in normalise(src).text:
            continue
        bare = normalise(src).text
        folded = [new for pat, new in SPELLINGS if re.fullmatch(_LOOK.sub("", pat), bare)]
        assert any(ch in new for new in folded), (text, i, ch, src)


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_fold_prefilter_changes_nothing(text: str) -> None:
    # fold_spellings skips a text where no variant's letters occur (_SPELLING_CORE): the same
    # text as the full substitution run on every text
    assert fold_spellings(text) == _SPELLING_RE.sub(_spelling, text)


def test_variant_letters_without_their_context() -> None:
    assert _without_lookarounds(r"(?<=[にへ])おく(?=[。、]|$)") == "おく"
    assert _without_lookarounds(r"(?<![0-9])(?:ひとつ|一つ)") == "ひとつ|一つ"
    assert _without_lookarounds(r"(?:a)(?:b)") == "(?:a)(?:b)"  # not one group: kept
    with pytest.raises(ValueError):
        _without_lookarounds(r"x(?=(?:a|b))")  # a group inside a lookaround: not stripped
    for pattern, _ in SPELLINGS:  # every variant's letters match wherever the variant does
        bare = re.compile(_without_lookarounds(pattern))
        for m in re.finditer(pattern, "".join(_ALPHABET_WORDS)):
            assert bare.match(m.group())


# the letters of every variant with and without their contexts, and the characters around them
_VARIANT_WORDS = [
    "から",
    "から、",
    "してから",
    "んでから、",
    "すべてから",
    "である",
    "であるなら",
    "であるならば、",
    "であれば、",
    "である場合、",
    "である限り",
    "ている間、",
    "いる間",
    "間",
    "および",
    "、および",
    "及び",
    "ならびに",
    "〔",
    "〕",
    "〔名〕",
    "切り混ぜる",
    "切り混ぜ、",
    "スロット",
    "ランスロット",
    "させても",
    "させてもよい",
    "ならば、",
    "ならば",
    "のはじめに",
    "はじめ",
    "におく。",
    "におく",
    "そのあと",
    "あと",
    "出来る",
    "出来",
    "ほかの",
    "ほか",
    "ひとつ",
    "1ひとつ",
    "一つ",
    "えらび",
    "もどす",
    "においてよい",
    "におかれた",
    "におき、",
    "迄",
    "更に",
]
_VARIANT_ALPHABET = st.sampled_from(
    _VARIANT_WORDS + list("でしてんいるさせよいにへのそ限り、。「」【】1")
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_VARIANT_ALPHABET, max_size=30).map("".join))
def test_variant_check_agrees_with_a_full_search(text: str) -> None:
    # _has_variant tries the variants only where their letters begin: the same answer as a
    # search of the whole text, and a text it clears is left unchanged by the substitution
    assert _has_variant(text) == (_SPELLING_AT.search(text) is not None)
    if not _has_variant(text):
        assert _SPELLING_RE.sub(_spelling, text) == text
    assert fold_spellings(text) == _SPELLING_RE.sub(_spelling, text)


def test_variant_after_letters_that_are_not_one() -> None:
    # 「から」 of 「山札から」 holds a variant's letters without its context; the variant later in
    # the text is still found (every place the letters begin is tried, not only the first)
    assert fold_spellings("山札から1枚引き、手札を1枚えらび") == "山札から1枚引き、手札を1枚選び"
    assert fold_spellings("山札から1枚引く") == "山札から1枚引く"
    assert fold_spellings("控え室に置いてから、引く") == "控え室に置いて、引く"


def test_variant_letters_open_with_a_literal() -> None:
    # every alternative of _SPELLING_CORE opens with a literal character, so the regex engine
    # looks for their first characters instead of trying each alternative at every character
    # (one alternative opening with 「、?」 made the search of the WS texts 4× slower)
    assert _literal_first("、?(?:および|及び)") == "、および|、及び|および|及び"
    assert _literal_first("から、?") == "から、?"
    for pattern, _ in SPELLINGS:
        core = _literal_first(_without_lookarounds(pattern))
        for alt in core.split("|"):
            assert alt and alt[0] not in "\\()[].?*+{^$", (pattern, alt)
    assert re.fullmatch(_SPELLING_CORE.pattern, "、および")
