package io.github.mcpjavafx.demo.order;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

class OrderRequestTest {

    private static final LocalDate TODAY = LocalDate.of(2025, 6, 2);

    @Test
    void aCompleteRequestHasNoProblems() {
        assertThat(request("ACME Ltd", "1234", false, TODAY.plusDays(5)).problems(TODAY)).isEmpty();
    }

    @Test
    void everyMissingFieldIsNamedInFormOrder() {
        OrderRequest empty = new OrderRequest("", "", null, 1, false, null);
        assertThat(empty.problems(TODAY)).extracting(OrderProblem::field)
                .containsExactly(OrderField.CUSTOMER, OrderField.PIN, OrderField.PRODUCT, OrderField.DELIVERY_DATE);
    }

    @Test
    void thePinHasExactlyFourDigits() {
        assertThat(request("ACME Ltd", "12a4", false, TODAY.plusDays(1)).problems(TODAY))
                .extracting(OrderProblem::field).containsExactly(OrderField.PIN);
        assertThat(request("ACME Ltd", "12345", false, TODAY.plusDays(1)).problems(TODAY)).isNotEmpty();
    }

    @Test
    void deliveryIsTomorrowAtTheEarliestAndExpressWithinThreeDays() {
        assertThat(request("ACME Ltd", "1234", false, TODAY).problems(TODAY)).singleElement()
                .extracting(OrderProblem::message).asString().contains("tomorrow");
        assertThat(request("ACME Ltd", "1234", true, TODAY.plusDays(3)).problems(TODAY)).isEmpty();
        assertThat(request("ACME Ltd", "1234", true, TODAY.plusDays(4)).problems(TODAY)).singleElement()
                .extracting(OrderProblem::message).asString().contains("Express delivery is within 3 days");
    }

    @Test
    void sampleOrdersAreTheSameOnEveryStart() {
        assertThat(SampleOrders.generate(OrderService.SAMPLE_SIZE)).isEqualTo(SampleOrders.generate(OrderService.SAMPLE_SIZE))
                .hasSize(10_000).extracting(Order::id).startsWith(1, 2, 3).endsWith(10_000);
    }

    private static OrderRequest request(String customer, String pin, boolean express, LocalDate delivery) {
        return new OrderRequest(customer, pin, Product.GRINDER, 2, express, delivery);
    }
}
