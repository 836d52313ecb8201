"""The card table's own sentences (``table.*``) in Brazilian Portuguese."""

from __future__ import annotations

from pitchtutor.explain import Say, template


@template("table.new_hand", locale="pt")
def _new_hand(say: Say) -> str:
    return (
        f"Mão {say['number']}: {say.who('dealer')} distribui seis cartas a cada jogador, de três em três. "
        f"{say.who('eldest', start=True)}, à esquerda do distribuidor, fala primeiro; cada jogador "
        "tem uma só "
        "chance de passar ou apostar mais alto."
    )


@template("table.no_hint", locale="pt")
def _no_hint(say: Say) -> str:
    return "Não há nada a aconselhar agora: não é a sua vez."


@template("table.bot_seat", locale="pt")
def _bot_seat(say: Say) -> str:
    return f"Quem joga por {say.who('seat')} aqui é o computador; espere a sua vez."


@template("table.nothing_to_undo", locale="pt")
def _nothing_to_undo(say: Say) -> str:
    return "Não há nada para desfazer: nenhuma jogada foi feita ainda nesta mão."


@template("table.hand_over", locale="pt")
def _hand_over(say: Say) -> str:
    return "A mão acabou: não há próxima jogada. Distribua a próxima mão, ou volte um passo."


@template("table.hints_off", locale="pt")
def _hints_off(say: Say) -> str:
    return "As dicas estão desligadas nesta mesa."


@template("table.advice_in_auction", locale="pt")
def _advice_in_auction(say: Say) -> str:
    return "O conselheiro de apostas é para o leilão."


@template("table.review_when_over", locale="pt")
def _review_when_over(say: Say) -> str:
    return "Uma mão pode ser revista quando termina."
