package io.github.mcpjavafx.debug.server;

import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.NoSuchMessageException;

import java.util.Locale;

/**
 * The server's message source: it has no messages, and answers with the default a caller gives. It
 * stands in for the one a context makes when it finds none, whose class asks the JDK for every locale
 * it knows as it loads ({@code Locale.getAvailableLocales()}): about a tenth of the server's start,
 * for messages the server never looks up.
 */
final class NoMessages implements MessageSource {

    @Override
    public String getMessage(String code, Object[] args, String defaultMessage, Locale locale) {
        return defaultMessage;
    }

    @Override
    public String getMessage(String code, Object[] args, Locale locale) {
        throw new NoSuchMessageException(code, locale);
    }

    @Override
    public String getMessage(MessageSourceResolvable resolvable, Locale locale) {
        if (resolvable.getDefaultMessage() != null) {
            return resolvable.getDefaultMessage();
        }
        String[] codes = resolvable.getCodes();
        throw new NoSuchMessageException(codes == null || codes.length == 0 ? "" : codes[codes.length - 1], locale);
    }
}
