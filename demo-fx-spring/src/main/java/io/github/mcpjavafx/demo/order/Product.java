package io.github.mcpjavafx.demo.order;

import java.math.BigDecimal;

/** What the desk sells; {@link #toString()} is the name shown in lists and tables. */
public enum Product {

    ESPRESSO_BEANS("Espresso beans 1 kg", "24.90"),
    FILTER_BEANS("Filter beans 1 kg", "19.90"),
    GRINDER("Burr grinder", "189.00"),
    KETTLE("Gooseneck kettle", "59.00"),
    MILK_FROTHER("Milk frother", "39.50"),
    PAPER_FILTERS("Paper filters (100)", "4.90"),
    TRAVEL_MUG("Travel mug", "17.00"),
    DESCALER("Descaler", "8.50");

    private final String displayName;
    private final BigDecimal unitPrice;

    Product(String displayName, String unitPrice) {
        this.displayName = displayName;
        this.unitPrice = new BigDecimal(unitPrice);
    }

    public BigDecimal unitPrice() {
        return unitPrice;
    }

    @Override
    public String toString() {
        return displayName;
    }
}
