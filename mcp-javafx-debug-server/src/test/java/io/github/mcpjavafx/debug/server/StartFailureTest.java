package io.github.mcpjavafx.debug.server;

import org.junit.jupiter.api.Test;

import java.net.BindException;

import static org.assertj.core.api.Assertions.assertThat;

class StartFailureTest {

    @Test
    void aBindFailureNamesThePort() {
        assertThat(StartFailure.explain(new IllegalStateException("start failed", new BindException("Address already in use")), 47321))
                .isEqualTo("port 47321 is in use; choose another mcp.ui.port (-Dmcp.port), or 0 for a free one");
    }

    @Test
    void aClassOfAnUnresolvedJdkModuleNamesTheModuleAndTheFlag() {
        // What Tomcat's class loader met in an application run as a named module (-m): java.instrument unresolved.
        String why = StartFailure.explain(new IllegalStateException(
                new NoClassDefFoundError("java/lang/instrument/IllegalClassFormatException")), 0);
        assertThat(why).contains("java.lang.instrument.IllegalClassFormatException is missing")
                .contains("--add-modules java.instrument").doesNotContain("port");
    }

    @Test
    void aMissingLibraryClassIsNotCalledAPortProblem() {
        assertThat(StartFailure.explain(new NoClassDefFoundError("org/example/Gone"), 47321))
                .startsWith("class org.example.Gone is missing: a jar the debug server needs is not on the class path")
                .doesNotContain("in use");
    }

    @Test
    void aLinkageErrorSaysALibraryHasAnotherVersion() {
        assertThat(StartFailure.explain(new NoSuchMethodError("'java.lang.Object tools.jackson.databind.json.JsonMapper.treeToValue'"), 0))
                .startsWith("a library has another version than the server was built with (java.lang.NoSuchMethodError");
    }

    @Test
    void theBuildRecordedTheVersionsItRanWithAndTheyAgreeHere() {
        assertThat(getClass().getClassLoader().getResource(LibraryVersions.BUILT_WITH)).isNotNull();
        assertThat(LibraryVersions.mismatches()).isEmpty();
        assertThat(LibraryVersions.majorMinor("3.1.5")).isEqualTo("3.1");
        assertThat(LibraryVersions.majorMinor("11.0.24")).isEqualTo("11.0");
    }
}
