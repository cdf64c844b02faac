"""CrossOver card text: the grammar's AST (``grammar.parse.parse_card(text, "co")``) compiled
into programs the engine runs. Only the constructs the basic rules quote are compiled (see
tests/fixtures/card_examples/co.yaml); anything else is refused with a reason and reported as
an unsupported ability, never guessed.

A program is one of
- ``keyword``: 飛行 / 潜水 (3.4.5.7), All Turn (3.4.2), 維持費N (3.6.2), 使い捨て (3.4.3);
- ``activated``: 「cost:effect」 (4.3.3) — costs: tap this card, pay N energy, crash a hand
  card or a character (4.3.2.1 examples);
- ``effect``: sentences done when the card resolves (4.3.2.6) — ``ops`` — and effects in force
  while the card is on the field or set on a card — ``statics`` (4.3.8).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import abilities_of
from ruling.cardtext.audit import current, reading
from ruling.state import Card


class Refused(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Op:
    """A one-shot step: ``heal`` / ``draw`` / ``damage`` / ``modify`` / ``swap`` / ``untap`` /
    ``immune``; ``who``: target_char / target_player / you / this / all_chars."""

    kind: str
    who: str = ""
    amount: int = 0
    ap: int = 0
    dp: int = 0
    until: str | None = None
    value: Any = None


@dataclass(frozen=True)
class Static:
    """An effect in force: ``mod`` / ``set_stats`` / ``lose_all`` / ``gender`` / ``gain`` /
    ``immune`` / ``crash_when_no_characters`` / ``bounce_damaged``; ``who``: host (the card it is
    set on) / all_chars / others_you_control / this."""

    kind: str
    who: str
    ap: int = 0
    dp: int = 0
    value: Any = None


@dataclass(frozen=True)
class Program:
    kind: str  # keyword / activated / effect / auto
    keyword: str | None = None
    on: str | None = None  # auto: attack / defended / turn_start
    number: int | None = None
    cost: tuple[Op, ...] = ()
    ops: tuple[Op, ...] = ()
    statics: tuple[Static, ...] = ()

    @property
    def targets(self) -> str | None:
        """What the program targets (4.2.13: 「対象の〜」): "character" / "player" / None."""
        for o in self.ops:
            if o.who == "target_char":
                return "character"
            if o.who == "target_player":
                return "player"
        return None


def programs(card: Card) -> list[Program]:
    return [a.program for a in abilities_of("co", card) if a.supported and a.program is not None]


# --------------------------------------------------------------------------- AST helpers


def _terms(np: Any) -> tuple[Any, ...]:
    return tuple(getattr(np, "terms", ()) or ())


def _walk_terms(np: Any) -> list[Any]:
    out: list[Any] = []
    for t in _terms(np):
        out.append(t)
        if isinstance(t, A.Named):
            out.append(t.head)
    return out


def _arg(action: A.Action, role: A.Role) -> Any:
    return current().arg(action, role)


def _args(action: A.Action) -> list[Any]:
    return current().args(action)


def _words(np: Any) -> set[str]:
    return {t.id for t in _walk_terms(np) if isinstance(t, A.Word)}


def _kinds(np: Any) -> set[str]:
    return {t.id for t in _walk_terms(np) if isinstance(t, A.CardKind)}


def _count(np: Any) -> int | None:
    for t in _terms(np):
        if isinstance(t, A.Count) and t.number is not None and t.number.value is not None:
            return int(t.number.value)
    return None


def _stat_pair(np: Any) -> tuple[int, int, bool] | None:
    """(ap, dp, is_modification) of a 「AP:DP」 / 「+1:+1」 in the phrase."""
    for t in _terms(np):
        if isinstance(t, A.StatPair):
            if isinstance(t.ap, A.Amount):
                ap = int(t.ap.number.value or 0) * (-1 if t.ap.sign in ("-", "−") else 1)
                dp = int(t.dp.number.value or 0) * (-1 if t.dp.sign in ("-", "−") else 1)
                return ap, dp, True
            return int(t.ap.value or 0), int(t.dp.value or 0), False
    return None


def _relatives(np: Any) -> list[A.Action]:
    return [t.clause for t in _terms(np) if isinstance(t, A.Relative)]


def _who(np: Any) -> str:
    """Whom a noun phrase names."""
    terms = _terms(np)
    words, kinds = _words(np), _kinds(np)
    owners = {t.who for t in terms if isinstance(t, A.Owner)}
    rels = _relatives(np)
    if "target" in words and "duel_master" in owners:
        return "target_player"
    if "duel_master" in owners and any(isinstance(t, A.Count) and t.bound == "all" for t in terms):
        return "all_players"
    if "target" in words and "co_character" in kinds:
        return "target_char"
    if {"opponent", "duel_master"} <= owners:
        return "opponent_player"
    if any(r.verb == "defend" and r.form is A.Form.PAST for r in rels) and "co_character" in kinds:
        return "defender"
    if any(r.verb == "set" for r in rels) and "co_character" in kinds:
        return "host"
    if any(isinstance(t, A.Ref) and t.id == "this" for t in terms) and "co_character" in kinds:
        return "this"
    if any(r.verb == "control" for r in rels) and "co_character" in kinds:
        rel = next(r for r in rels if r.verb == "control")
        subj = _arg(rel, A.Role.SUBJECT)
        if any(isinstance(t, A.Ref) and t.id == "except" for t in _terms(subj)):
            return "others_you_control"
        return "yours"
    if any(isinstance(t, A.Count) and t.bound == "all" for t in terms) and "co_character" in kinds:
        return "all_chars"
    if "you" in owners and not kinds:
        return "you"
    raise Refused(f"who is meant: {np}")


def _limit(action: A.Action) -> str | None:
    lim = _arg(action, A.Role.LIMIT)
    return "turn" if lim is not None and "end_of_turn" in _words(lim) else None


_TYPE_OF = {"event": "event", "spell": "spell", "item": "item", "card": None}


def _types_named(step_args: list[Any]) -> set[str]:
    out: set[str] = set()
    for np in step_args:
        for t in _walk_terms(np):
            if isinstance(t, A.CardKind) and _TYPE_OF.get(t.id):
                out.add(_TYPE_OF[t.id] or "")
            if isinstance(t, A.Named) and t.text == "アイテム":
                out.add("item")
    return out


# --------------------------------------------------------------------------- compiler


def compile_ability(node: A.Ability, items: tuple[Any, ...] = ()) -> Program:
    """Compile one ability; every part of it must be read (``ruling.cardtext.audit``): a
    condition, connector or argument this compiler does not know refuses the ability."""
    with reading(node):
        return _compile(node, items)


def _compile(node: A.Ability, items: tuple[Any, ...] = ()) -> Program:
    if items:
        raise Refused("list items are not compiled")
    if node.keyword is not None:
        # the keyword's own printed sentence (All Turnでプレイしてもよい): read as the keyword
        current().took_all(node.effect)
        kw = node.keyword
        if kw.id in ("flying", "diving", "all_turn", "disposable"):
            return Program("keyword", keyword=kw.id)
        if kw.id == "upkeep":
            n = kw.params[0].value if kw.params else None
            if n is None:
                raise Refused("維持費 without a number")
            return Program("keyword", keyword="upkeep", number=int(n))
        raise Refused(f"keyword {kw.name}")
    if node.effect is None:
        raise Refused("no effect text")
    steps = [st for s in node.effect.sentences for st in s.steps]
    if any(isinstance(st, A.Unparsed) or not isinstance(st.body, A.Action) for st in steps):
        raise Refused("a sentence the grammar could not type")
    if node.cost is not None:
        current().took(node, "cost")
        cost = tuple(_cost(ci.body) for ci in node.cost.items)
        ops, statics = _effect(node, steps)
        if statics:
            raise Refused("an activated ability with a continuous effect")
        return Program("activated", cost=cost, ops=ops)
    on = None
    if node.trigger is not None:
        current().took(node, "trigger")
        on = _trigger(node.trigger)
    elif steps and _turn_start_arg(steps[0].body) is not None:
        # 「ターン開始時に、…」 (3−1): the timing stands as the first step's first phrase
        first = steps[0].body
        drop = _turn_start_arg(first)
        body = replace(first, args=tuple(a for a in first.args if a is not drop))
        current().same(body, first)
        current().took(first, drop.role.value)
        steps = [replace(steps[0], body=body), *steps[1:]]
        on = "turn_start"
    ops, statics = _effect(node, steps)
    if on is not None:
        if statics or not ops:
            raise Refused("a triggered ability with a continuous effect")
        if any(o.who in ("target_char", "target_player") for o in ops):
            raise Refused("a triggered ability that targets")
        return Program("auto", on=on, ops=ops)
    return Program("effect", ops=ops, statics=statics)


def _trigger(trigger: Any) -> str:
    """「『X』がアタックしたとき」 (3−4−5−2), 「『X』がディフェンスされたとき」 (3−4−5−6): X is this card
    (4−2−10)."""
    ev = trigger.event
    if not isinstance(ev, A.Action) or ev.verb != "when":
        raise Refused("a trigger other than 「…とき」")
    for np in _args(ev):
        for rel in _relatives(np):
            subj = _arg(rel, A.Role.SUBJECT)
            if not any(isinstance(t, A.CardName) for t in _terms(subj)):
                continue
            if rel.verb == "attack" and rel.form is A.Form.PAST:
                return "attack"
            if rel.verb == "defend" and rel.form is A.Form.PASSIVE_PAST:
                return "defended"
    raise Refused("a trigger the engine does not know")


def _turn_start_arg(body: Any) -> Any:
    if not isinstance(body, A.Action):
        return None
    for a in body.args:
        for t in _terms(a.value):
            if (
                isinstance(t, A.Timing)
                and t.point == "start"
                and "turn" in _words(t.scope)
                and len(_terms(a.value)) == 1
            ):
                return a
    return None


def _cost(body: Any) -> Op:
    if not isinstance(body, A.Action):
        raise Refused("a cost the grammar could not type")
    obj = _arg(body, A.Role.OBJECT)
    if body.verb == "tap" and any(isinstance(t, A.CardName) for t in _terms(obj)):
        return Op("tap_this")
    if body.verb == "pay_out" and "energy" in _words(obj):
        return Op("energy", amount=_count(obj) or 0)
    if body.verb == "crush" and _arg(body, A.Role.SOURCE) is not None:
        if "hand" in {t.id for t in _terms(_arg(body, A.Role.SOURCE)) if isinstance(t, A.Zone)}:
            return Op("crash_hand")
    if body.verb == "crush" and "co_character" in _kinds(obj):
        return Op("crash_character")
    raise Refused(f"cost {body.verb}")


def _effect(node: A.Ability, steps: list[A.Step]) -> tuple[tuple[Op, ...], tuple[Static, ...]]:
    ops: list[Op] = []
    statics: list[Static] = []
    i = 0
    while i < len(steps):
        if _own_presence(steps[i]):
            current().took(steps[i], "condition")
        if steps[i].lead in ("additionally", "then") and steps[i].lead_inner is None:
            current().took(steps[i], "lead")  # さらに / その後: the next step, in order
        b: A.Action = steps[i].body  # type: ignore[assignment]
        nxt = steps[i + 1].body if i + 1 < len(steps) else None
        i += 1
        verb = b.verb
        topic = _arg(b, A.Role.TOPIC)
        if verb == "be" and "after_that" in _words(_arg(b, A.Role.PREDICATE)):
            continue  # 「そのあと、」: the next step follows
        if verb == "heal":
            n = next((c for c in (_count(v) for v in _args(b)) if c is not None), None)
            if n is None:
                raise Refused("heal without an amount")
            ops.append(Op("heal", _who(topic), amount=n))
            continue
        if verb == "draw":
            n = next((c for c in (_count(v) for v in _args(b)) if c is not None), 1)
            ops.append(Op("draw", "you", amount=n))
            continue
        if verb == "give" and "damage" in _words(_arg(b, A.Role.OBJECT)) and b.form is A.Form.FINAL:
            n = _count(_arg(b, A.Role.OBJECT))
            if n is None:
                raise Refused("damage without an amount")
            ops.append(Op("damage", _who(_arg(b, A.Role.GOAL)), amount=n))
            continue
        if verb in ("give", "receive") and _stat_pair(_arg(b, A.Role.OBJECT)) is not None:
            ap, dp, is_mod = _stat_pair(_arg(b, A.Role.OBJECT))  # type: ignore[misc]
            if not is_mod:
                raise Refused("values set by give / receive")
            who = _who(_arg(b, A.Role.GOAL) if verb == "give" else topic)
            until = _limit(b)
            if who in ("target_char", "this") or until:
                ops.append(Op("modify", who, ap=ap, dp=dp, until=until))
            else:
                statics.append(Static("mod", who, ap, dp))
            if (
                b.form is A.Form.CONTINUATIVE
                and isinstance(nxt, A.Action)
                and nxt.verb == "gain"
                and "following_ability" in _words(_arg(nxt, A.Role.OBJECT))
            ):
                i += 1
                statics.append(Static("gain", who, value=_quoted_ability(steps[i:])))
                i = len(steps)
            continue
        if verb == "have" and topic is not None and _who(topic) == "host":
            # 『X』がセットされているキャラクター1体か…は、それまで持っていた特殊能力をすべて失い、
            # 「0:5」の能力値を持つ「その他」キャラクターとなる
            _arg(b, A.Role.LIMIT)  # それまで: what it had until then
            for st in steps[i:]:
                sb = st.body
                if sb.verb == "lose":
                    lost = _arg(sb, A.Role.OBJECT)
                    every = [
                        t
                        for np in (lost, _arg(sb, A.Role.NONE))
                        for t in _walk_terms(np)
                        if isinstance(t, A.Count) and t.bound == "all"
                    ]
                    if "special_ability" not in _kinds(lost) or not every:
                        raise Refused("losing something other than all special abilities")
                    current().took_all(st)
                    statics.append(Static("lose_all", "host"))
                elif sb.verb == "become":
                    with_ = _arg(sb, A.Role.WITH)
                    rel = _relatives(with_)
                    pair = _stat_pair(_arg(rel[0], A.Role.OBJECT)) if rel else None
                    if pair is None or pair[2]:
                        raise Refused("become without values")
                    statics.append(Static("set_stats", "host", pair[0], pair[1]))
                    gender = next((t.text for t in _terms(with_) if isinstance(t, A.Name)), None)
                    statics.append(Static("gender", "host", value=gender))
                else:
                    raise Refused(f"step {sb.verb} after the set card's subject")
            i = len(steps)
            continue
        if verb == "when" and isinstance(nxt, A.Action) and nxt.verb == "crush":
            rels = [r for t in _args(b) for r in _relatives(t)]
            crushed = _arg(nxt, A.Role.TOPIC) or _arg(nxt, A.Role.SUBJECT)
            if not any(isinstance(t, A.CardName) for t in _terms(crushed)):
                raise Refused("a crash of another card")  # 『X』 in its own text: this card
            if any(r.verb == "exist" and r.form is A.Form.CEASED for r in rels):
                current().took_all(b)
                statics.append(Static("crash_when_no_characters", "this"))
                i += 1
                continue
            raise Refused("a 「…とき」 condition")
        if (
            verb == "give"
            and b.form is A.Form.CAN_CONT
            and "damage" in _words(_arg(b, A.Role.OBJECT))
        ):
            # 『X』をセットしているキャラクターにダメージを与えられ、クラッシュしなかった
            # キャラクターは、ターン終了時にオーナーの手札に戻る
            rest = [st.body for st in steps[i:]]
            if (
                len(rest) == 2
                and rest[0].verb == "crush"
                and rest[0].form is A.Form.NEGATIVE_PAST
                and rest[1].verb == "go_back"
                and _go_back_at_end_of_turn(rest[1])
            ):
                _arg(b, A.Role.GOAL)  # the card it is set on (the host)
                current().took_all(rest[1])
                statics.append(Static("bounce_damaged", "host"))
                i = len(steps)
                continue
            raise Refused("a damage condition")
        if verb == "swap":
            with_ = _arg(b, A.Role.WITH)
            if {"ap"} <= _words(with_) and "dp" in _words(_arg(b, A.Role.OBJECT)):
                ops.append(Op("swap", _who(with_), until=_limit(b)))
                continue
            raise Refused("swap of something other than AP and DP")
        if verb == "untap":
            obj = _arg(b, A.Role.OBJECT)
            if any(isinstance(t, A.CardName) for t in _terms(obj)):
                ops.append(Op("untap", "this"))
                continue
            raise Refused("untap of another card")
        if verb == "be" and topic is not None:
            # 「…は、[ターン終了時まで、]スペル、イベントの効果を受けない」
            rest = [st.body for st in steps[i:]]
            neg = next((r for r in rest if r.verb == "receive" and r.form is A.Form.NEGATIVE), None)
            if neg is None or "effect" not in _kinds(_arg(neg, A.Role.OBJECT)):
                raise Refused("a nominal sentence")
            between = [b] + rest[: rest.index(neg) + 1]
            types = _types_named([v for x in between for v in _args(x) if v is not topic])
            if not types:
                raise Refused("「効果を受けない」 without card types")
            who = _who(topic)
            until = _limit(b)
            if who == "target_char" and not until:
                statics.append(Static("immune", "host", value=tuple(sorted(types))))
            else:
                ops.append(Op("immune", who, until=until, value=tuple(sorted(types))))
            i += rest.index(neg) + 1
            continue
        raise Refused(f"step {verb} ({b.form.value})")
    return tuple(ops), tuple(statics)


def _go_back_at_end_of_turn(act: A.Action) -> bool:
    """「ターン終了時にオーナーの手札に戻る」: to its owner's hand at the end of the turn."""
    goals = [a.value for a in act.args if a.role in (A.Role.GOAL, A.Role.TIME)]
    zones = {t.id for np in goals for t in _walk_terms(np) if isinstance(t, A.Zone)}
    words = {w for np in goals for w in _words(np)}
    return zones == {"hand"} and "end_of_turn" in words


def _own_presence(st: A.Step) -> bool:
    """「『X』がフィールドに出ている限り」 on X's own text: while this card is on the field — what
    an effect of a card in force on the field already is (3.4.4)."""
    c = st.condition
    if c is None or c.marker != "kagiri" or not isinstance(c.clause, A.Action):
        return False
    cl = c.clause
    subj = next((a.value for a in cl.args if a.role is A.Role.SUBJECT), None)
    goal = next((a.value for a in cl.args if a.role is A.Role.GOAL), None)
    return (
        cl.verb in ("come_out", "come_out_kanji")
        and cl.form is A.Form.PROGRESSIVE
        and len(cl.args) == 2
        and [type(t) for t in _terms(subj)] == [A.CardName]
        and [getattr(t, "id", None) for t in _terms(goal)] == ["vs_field"]
    )


def _quoted_ability(steps: list[A.Step]) -> str:
    """The ability in 『…』 after 「以下の特殊能力を得る。」 — only 「「飛行」の特殊能力を持つ
    キャラクターをディフェンスしてもよい」 (〔GUN〕, 4.3.8) is known."""
    for st in steps:
        for np in _args(st.body):
            for t in _terms(np):
                if isinstance(t, A.Quote):
                    for ab in t.abilities:
                        for s in ab.effect.sentences if ab.effect else ():
                            for q in s.steps:
                                body = q.body
                                if isinstance(body, A.Action) and body.verb == "defend":
                                    obj = _arg(body, A.Role.OBJECT)
                                    rel = _relatives(obj)
                                    kws = [
                                        x.keyword.id
                                        for r in rel
                                        for x in _terms(_arg(r, A.Role.OBJECT))
                                        if isinstance(x, A.Standing)
                                    ]
                                    if kws:
                                        return f"defend_{kws[0]}"
    raise Refused("the quoted ability is not known")
